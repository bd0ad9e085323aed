/** Time source, injectable so tests can move time instead of waiting. */
export type Clock = { now: () => Date };
export const systemClock: Clock = { now: () => new Date() };

/** The first instant of `now`'s calendar month in UTC (monthly limits count per calendar month). */
export function startOfMonthUtc(now: Date): Date {
  return new Date(Date.UTC(now.getUTCFullYear(), now.getUTCMonth(), 1));
}
