import type { ErrorCode } from '@tendero/contracts';

/** A field problem: `message` is an i18n key (e.g. `validation.required`), translated at the edge. */
export type FieldProblem = { path: string; messageKey: string };

/** The one error type the domain throws; transport maps `code` to an HTTP status and a translated message. */
export class AppError extends Error {
  readonly code: ErrorCode;
  readonly fieldProblems: FieldProblem[];

  constructor(code: ErrorCode, detail?: string, fieldProblems: FieldProblem[] = []) {
    super(detail ?? code);
    this.name = 'AppError';
    this.code = code;
    this.fieldProblems = fieldProblems;
  }
}
