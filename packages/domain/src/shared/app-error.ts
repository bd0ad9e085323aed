import type { ErrorCode } from '@tendero/contracts';

/** A field problem: `message` is an i18n key (e.g. `validation.required`), translated at the edge. */
export type FieldProblem = { path: string; messageKey: string };

/** The one error type the domain throws; transport maps `code` to an HTTP status and a translated message. */
export class AppError extends Error {
  readonly code: ErrorCode;
  readonly fieldProblems: FieldProblem[];
  /** A finer stable reason pages can act on (e.g. ACCOUNT_SUSPENDED). */
  readonly reason: string | undefined;
  /** i18n key of the message when the code's generic text is not precise enough. */
  readonly messageKey: string | undefined;
  /** Values of the placeholders in `messageKey`'s text (a date, a count), already in the reader's form. */
  readonly messageValues: Record<string, string | number> | undefined;
  /** For RATE_LIMITED: after how many seconds a retry can succeed (HTTP `Retry-After`). */
  readonly retryAfterSeconds: number | undefined;

  constructor(
    code: ErrorCode,
    options: {
      detail?: string;
      fieldProblems?: FieldProblem[];
      reason?: string;
      messageKey?: string;
      messageValues?: Record<string, string | number>;
      retryAfterSeconds?: number;
    } = {},
  ) {
    super(options.detail ?? options.reason ?? code);
    this.name = 'AppError';
    this.code = code;
    this.fieldProblems = options.fieldProblems ?? [];
    this.reason = options.reason;
    this.messageKey = options.messageKey;
    this.messageValues = options.messageValues;
    this.retryAfterSeconds = options.retryAfterSeconds;
  }
}
