import { AppError } from '../../shared/app-error';

export function validationFailed(problems: { path: string; messageKey: string }[]): never {
  throw new AppError('VALIDATION_ERROR', { fieldProblems: problems });
}

/** Parses with the contract in the domain too, so every caller (route, seed, socket) obeys the same rules. */
export function parseOrFail<T>(
  schema: { safeParse: (input: unknown) => { success: boolean; data?: T; error?: unknown } },
  input: unknown,
): T {
  const result = schema.safeParse(input);
  if (result.success) return result.data as T;
  const issues = (result.error as { issues: { path: PropertyKey[]; message: string }[] }).issues;
  return validationFailed(issues.map((issue) => ({ path: issue.path.join('.'), messageKey: issue.message })));
}
