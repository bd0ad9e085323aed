import {
  type EndpointAnswer,
  type EndpointCall,
  type EndpointDefinition,
  type ErrorCode,
  type ErrorEnvelope,
  endpointUrl,
  errorEnvelopeSchema,
  logoutCodes,
  logoutStatuses,
  readAnswer,
} from '@tendero/contracts';
import { apiErrorCodeText } from './api-error-code-text';

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

/** Translated texts of the error codes are set once by `ApiErrorTexts` in the root layout. */
export { setApiErrorCodeText } from './api-error-code-text';

/** The options of a browser call: the endpoint's parts and the page's language. */
export type ApiCallOptions<E extends EndpointDefinition> = EndpointCall<E> & { locale: string };

/**
 * The browser's typed way to the API: one row of the endpoint table, its parts typed from the contract,
 * same origin, cookies included, the page's language in Accept-Language so messages come back
 * translated. The answer is read with the endpoint's schema, so a page never works on a shape the
 * server did not promise.
 */
export async function apiRequest<E extends EndpointDefinition>(
  endpoint: E,
  options: ApiCallOptions<E>,
): Promise<EndpointAnswer<E>> {
  const url = endpointUrl(endpoint, options);
  const body: unknown = options.body;
  let response: Response;
  try {
    response = await fetch(url, {
      method: endpoint.method,
      headers: {
        accept: 'application/json',
        'accept-language': options.locale,
        ...(body !== undefined ? { 'content-type': 'application/json' } : {}),
      },
      body: body !== undefined ? JSON.stringify(body) : undefined,
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
  return readAnswer(endpoint, data);
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
    return (code && apiErrorCodeText(code)) || networkMessage;
  }
  const lines = (error.envelope.fieldErrors ?? []).map((field) => `• ${field.message}`);
  return [error.envelope.message, ...lines].join('\n');
}
