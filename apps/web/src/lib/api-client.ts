import {
  type ErrorCode,
  type ErrorEnvelope,
  errorEnvelopeSchema,
  logoutCodes,
  logoutStatuses,
} from '@tendero/contracts';

/**
 * The code of an answer that came without our envelope (a proxy's 429, a gateway's 502): the page can
 * still say what happened in the user's language instead of blaming the network.
 */
function codeOfStatus(status: number): ErrorCode | null {
  if (status === 429) return 'RATE_LIMITED';
  if (status === 413) return 'FILE_TOO_LARGE';
  if (status === 401 || status === 419 || status === 440) return 'UNAUTHORIZED_ERROR';
  if (status === 403) return 'FORBIDDEN';
  if (status === 404) return 'NOT_FOUND';
  if (status === 409) return 'CONFLICT';
  if (status === 400 || status === 422) return 'VALIDATION_ERROR';
  if (status === 503) return 'SERVICE_UNAVAILABLE';
  if (status >= 500) return 'INTERNAL_ERROR';
  return null;
}

/** A failed API call: the envelope when the server sent one, or a network failure (`status` 0, `envelope` null). */
export class ApiError extends Error {
  constructor(
    readonly status: number,
    readonly envelope: ErrorEnvelope | null,
  ) {
    super(envelope?.message ?? `HTTP ${status}`);
    this.name = 'ApiError';
  }

  /** The error code: the envelope's, or one read from the HTTP status when the answer had no envelope. */
  get code(): ErrorCode | null {
    return this.envelope?.code ?? codeOfStatus(this.status);
  }

  /**
   * SPEC §8 as we read it: only a lost session logs the user out (401, 419, 440 or the code
   * UNAUTHORIZED_ERROR). A refused action (403 FORBIDDEN), a limit (429) or a bad request never does.
   */
  get logsOut(): boolean {
    return logoutStatuses.includes(this.status) || (this.envelope !== null && logoutCodes.includes(this.envelope.code));
  }
}

/** Translated texts of the error codes, set once by `ApiErrorTexts` in the root layout. */
let codeText: ((code: ErrorCode) => string) | null = null;
export function setApiErrorCodeText(text: ((code: ErrorCode) => string) | null): void {
  codeText = text;
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

/**
 * Toast text of a failed call: the message, then each field error as a bullet line (SPEC §5, §8). An
 * answer without an envelope says what its status means; only a call that got no answer is a network
 * failure.
 */
export function describeApiError(error: unknown, networkMessage: string): string {
  if (!(error instanceof ApiError)) return networkMessage;
  if (!error.envelope) {
    const code = error.code;
    return code && codeText ? codeText(code) : networkMessage;
  }
  const lines = (error.envelope.fieldErrors ?? []).map((field) => `• ${field.message}`);
  return [error.envelope.message, ...lines].join('\n');
}
