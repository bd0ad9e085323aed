type Rest<C, F> = F extends (ctx: C, ...rest: infer R) => infer Out ? (...rest: R) => Out : never;

/**
 * Binds an operation (a function of its context first, then its input) to a context. A capability's face
 * is a set of bound operations, so callers keep calling `accounts.signIn(input)` while each operation
 * lives in its own file.
 */
export function bindOperation<C, F extends (ctx: C, ...rest: never[]) => unknown>(ctx: C, operation: F): Rest<C, F> {
  return ((...rest: never[]) => operation(ctx, ...rest)) as Rest<C, F>;
}
