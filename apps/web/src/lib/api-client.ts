import { type ErrorEnvelope, errorEnvelopeSchema, logoutCodes, logoutStatuses } from '@tendero/contracts';

/** A failed API call: the envelope when the server sent one, or a network failure (`envelope` null). */
export class ApiError extends Error {
  constructor(
    readonly status: number,
    readonly envelope: ErrorEnvelope | null,
  ) {
    super(envelope?.message ?? `HTTP ${status}`);
    this.name = 'ApiError';
  }

  /** SPEC §8: these answers log the user out on the page. */
  get logsOut(): boolean {
    return logoutStatuses.includes(this.status) || (this.envelope !== null && logoutCodes.includes(this.envelope.code));
  }
}

/**
 * The browser's typed way to the API: same origin, cookies included, JSON in and out, the page's
 * language in Accept-Language so messages come back translated.
 */
export async function apiRequest<T>(
  path: string,
  options: { method?: 'GET' | 'POST' | 'PUT' | 'PATCH' | 'DELETE'; body?: unknown; locale: string },
): Promise<T> {
  let response: Response;
  try {
    response = await fetch(path, {
      method: options.method ?? 'GET',
      headers: {
        accept: 'application/json',
        'accept-language': options.locale,
        ...(options.body !== undefined ? { 'content-type': 'application/json' } : {}),
      },
      body: options.body !== undefined ? JSON.stringify(options.body) : undefined,
      credentials: 'same-origin',
    });
  } catch {
    throw new ApiError(0, null);
  }
  const data: unknown = response.status === 204 ? null : await response.json().catch(() => null);
  if (!response.ok) {
    const parsed = errorEnvelopeSchema.safeParse(data);
    const error = new ApiError(response.status, parsed.success ? parsed.data : null);
    // Only a signed-in page logs out (a wrong password on the sign-in form is not a lost session).
    if (error.logsOut && typeof window !== 'undefined' && document.cookie.includes('userId=')) {
      window.location.assign(`/${options.locale}/logout`);
    }
    throw error;
  }
  return data as T;
}

/** Toast text of a failed call: the message, then each field error as a bullet line (SPEC §5, §8). */
export function describeApiError(error: unknown, networkMessage: string): string {
  if (!(error instanceof ApiError) || !error.envelope) return networkMessage;
  const lines = (error.envelope.fieldErrors ?? []).map((field) => `• ${field.message}`);
  return [error.envelope.message, ...lines].join('\n');
}
