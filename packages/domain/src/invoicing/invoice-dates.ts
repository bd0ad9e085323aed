import type { PremiumPlan } from '@tendero/contracts';

const warsawDay = new Intl.DateTimeFormat('en-CA', {
  timeZone: 'Europe/Warsaw',
  year: 'numeric',
  month: '2-digit',
  day: '2-digit',
});

/** The calendar day (YYYY-MM-DD) of an instant in Poland, where Tendero issues its invoices. */
export function polishDate(at: Date): string {
  return warsawDay.format(at);
}

function shift(date: string, months: number, days: number): string {
  const [year, month, day] = date.split('-').map(Number) as [number, number, number];
  const at = new Date(Date.UTC(year, month - 1 + months, day));
  // A month on from 31 January is the end of February, not 3 March.
  if (months !== 0 && at.getUTCDate() !== day) at.setUTCDate(0);
  at.setUTCDate(at.getUTCDate() + days);
  return at.toISOString().slice(0, 10);
}

/** The Premium period a payment made on `from` pays for: a month or a year, the last day included. */
export function periodOf(plan: PremiumPlan, from: string): { from: string; to: string } {
  return { from, to: shift(from, plan === 'monthly' ? 1 : 12, -1) };
}

/** "06-12-2026": the KSeF verification link's date (DD-MM-YYYY). */
export function ksefLinkDate(date: string): string {
  const [year, month, day] = date.split('-');
  return `${day}-${month}-${year}`;
}
