import { isDatabaseUnavailable } from '@tendero/db';

/**
 * Runs `write` again while the database is unavailable (PostgreSQL restarting: refused connections,
 * terminated sessions), with a growing pause (250 ms doubling to 2 s), until `budgetMs` has passed; any
 * other error, or the last one after the budget, is thrown. For writes that record something that already
 * happened outside the database (an e-mail the SMTP server accepted, a job that finished): forgetting it
 * would do it again.
 */
export async function retryWhileDatabaseUnavailable<T>(
  write: () => Promise<T>,
  budgetMs: number,
  wait: (ms: number) => Promise<void> = (ms) => new Promise((resolve) => setTimeout(resolve, ms)),
  now: () => number = () => performance.now(),
): Promise<T> {
  const deadline = now() + budgetMs;
  for (let pause = 250; ; pause = Math.min(pause * 2, 2000)) {
    try {
      return await write();
    } catch (error) {
      if (!isDatabaseUnavailable(error) || now() + pause > deadline) throw error;
      await wait(pause);
    }
  }
}
