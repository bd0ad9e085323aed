import {
  type BuyerRecord,
  type ResponseFigures,
  type ResponseMeasure,
  type ResponseMeasureFigures,
  responseMeasures,
  trustRules,
} from '@tendero/contracts';
import type { BuyerRecordRow, ResponseFigureRow } from './trust.repository';

const round = (value: number | null): number | null => (value === null ? null : Math.round(value));
const share = (part: number, whole: number): number | null => (whole > 0 ? part / whole : null);

/** One measure as shown: the counts always, the medians and share only once there are enough events. */
export function measureView(row: ResponseFigureRow | undefined): ResponseMeasureFigures {
  const events = row?.events ?? 0;
  const enough = events >= trustRules.minEvents;
  return {
    enough,
    events,
    answered: row?.answered ?? 0,
    medianMinutes: enough ? round(row?.medianMinutes ?? null) : null,
    medianWorkingMinutes: enough ? round(row?.medianWorkingMinutes ?? null) : null,
    withinDayShare: enough ? share(row?.withinDay ?? 0, events) : null,
  };
}

/** The figures of each subject asked for; a subject without rows gets zero events ("not enough data yet"). */
export function responseFiguresView(
  subjectIds: readonly string[],
  rows: readonly ResponseFigureRow[],
  zones: ReadonlyMap<string, string>,
  computedAt: Date | null,
): Map<string, ResponseFigures> {
  const bySubject = new Map<string, Map<ResponseMeasure, ResponseFigureRow>>();
  for (const row of rows) {
    const own = bySubject.get(row.subjectId) ?? new Map();
    own.set(row.measure, row);
    bySubject.set(row.subjectId, own);
  }
  return new Map(
    subjectIds.map((id) => {
      const own = bySubject.get(id);
      const measures = Object.fromEntries(responseMeasures.map((measure) => [measure, measureView(own?.get(measure))]));
      return [
        id,
        {
          ...(measures as Record<ResponseMeasure, ResponseMeasureFigures>),
          timeZone: zones.get(id) ?? 'Europe/Warsaw',
          computedAt: computedAt?.toISOString() ?? null,
        },
      ];
    }),
  );
}

/** A client's record; shares of finished inquiries, shown once at least 3 finished. */
export function buyerRecordView(row: BuyerRecordRow | undefined, computedAt: Date | null): BuyerRecord {
  const finished = row?.finished ?? 0;
  return {
    enough: finished >= trustRules.minFinishedInquiries,
    published: row?.published ?? 0,
    finished,
    acceptedShare: share(row?.accepted ?? 0, finished),
    undecidedShare: share(row?.undecided ?? 0, finished),
    closedShare: share(row?.closedByClient ?? 0, finished),
    medianDecisionDays:
      row?.medianDecisionDays === null || row?.medianDecisionDays === undefined
        ? null
        : Math.round(row.medianDecisionDays * 10) / 10,
    computedAt: computedAt?.toISOString() ?? null,
  };
}
