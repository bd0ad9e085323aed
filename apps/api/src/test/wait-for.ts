/**
 * Waits until `check` answers something other than undefined/false (polling every `everyMs`), or fails
 * after `timeoutMs` with `what` in the message. Tests wait for the event instead of sleeping a fixed time,
 * so they pass on a busy machine and finish as soon as the event happened.
 */
export async function waitFor<T>(
  what: string,
  check: () => T | undefined | false | Promise<T | undefined | false>,
  { timeoutMs = 10_000, everyMs = 20 }: { timeoutMs?: number; everyMs?: number } = {},
): Promise<T> {
  const deadline = Date.now() + timeoutMs;
  for (;;) {
    const value = await check();
    if (value !== undefined && value !== false) return value;
    if (Date.now() > deadline) throw new Error(`timed out after ${timeoutMs} ms waiting for ${what}`);
    await new Promise((resolve) => setTimeout(resolve, everyMs));
  }
}

/**
 * Holds for `ms` and checks that `check` stayed false all along (for "this never happens" assertions, which
 * cannot wait for an event): fails at once when it turns true.
 */
export async function staysFalse(what: string, check: () => boolean, ms = 300): Promise<void> {
  const until = Date.now() + ms;
  while (Date.now() < until) {
    if (check()) throw new Error(`${what} happened`);
    await new Promise((resolve) => setTimeout(resolve, 20));
  }
  if (check()) throw new Error(`${what} happened`);
}
