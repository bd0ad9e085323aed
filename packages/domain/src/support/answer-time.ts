import { TZDate } from '@date-fns/tz';

/** SPEC §1: e-mail support works Monday to Friday, 10:00–16:00 Polish time, and answers within 24 hours. */
export const supportHours = { timeZone: 'Europe/Warsaw', fromHour: 10, toHour: 16 } as const;

const hourMs = 60 * 60 * 1000;
const dayMs = 24 * hourMs;
const answerWithinMs = 24 * hourMs;
const fromMs = supportHours.fromHour * hourMs;
const toMs = supportHours.toHour * hourMs;

/** A wall-clock day in Warsaw (as the UTC midnight of that date) and the time of day on it. */
type Wall = { day: number; ms: number };

function wallOf(instant: Date): Wall {
  const t = new TZDate(instant.getTime(), supportHours.timeZone);
  return {
    day: Date.UTC(t.getFullYear(), t.getMonth(), t.getDate()),
    ms: ((t.getHours() * 60 + t.getMinutes()) * 60 + t.getSeconds()) * 1000 + t.getMilliseconds(),
  };
}

function instantOf({ day, ms }: Wall): Date {
  const date = new Date(day);
  const minutes = Math.floor(ms / 60_000);
  return new Date(
    new TZDate(
      date.getUTCFullYear(),
      date.getUTCMonth(),
      date.getUTCDate(),
      Math.floor(minutes / 60),
      minutes % 60,
      Math.floor((ms % 60_000) / 1000),
      ms % 1000,
      supportHours.timeZone,
    ).getTime(),
  );
}

const isWorkingDay = (day: number) => ![0, 6].includes(new Date(day).getUTCDay());

function nextWorkingDay(day: number, step: 1 | -1 = 1): number {
  let next = day + step * dayMs;
  while (!isWorkingDay(next)) next += step * dayMs;
  return next;
}

/**
 * When support promises to answer a request received at `received`: 24 hours later, counting working
 * days only (Monday to Friday in Warsaw: a weekend's hours do not count), and always within working hours:
 * a time after 16:00 becomes 16:00 that day, a time before 10:00 becomes 16:00 of the working day before.
 * So the promise is never later than "24 hours, weekends aside" and leaves support at least one whole
 * working day (six working hours): Friday 17:00 is answered by Monday 16:00, Sunday night by Monday 16:00,
 * Tuesday 11:00 by Wednesday 11:00. Warsaw changes its clocks on Sundays, which are never counted, so the
 * hours counted are hours elapsed.
 */
export function supportAnswerBy(received: Date): Date {
  let { day, ms } = wallOf(received);
  if (!isWorkingDay(day)) {
    day = nextWorkingDay(day);
    ms = 0;
  }
  let remaining = answerWithinMs;
  while (remaining > dayMs - ms) {
    remaining -= dayMs - ms;
    day = nextWorkingDay(day);
    ms = 0;
  }
  const end = ms + remaining;
  if (end > toMs) return instantOf({ day, ms: toMs });
  if (end < fromMs) return instantOf({ day: nextWorkingDay(day, -1), ms: toMs });
  return instantOf({ day, ms: end });
}
