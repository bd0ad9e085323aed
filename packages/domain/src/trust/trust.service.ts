import { type BuyerRecord, type ResponseFigures, trustRules } from '@tendero/contracts';
import type { Db } from '@tendero/db';
import {
  buyerRecordRows,
  companyFigureRows,
  lastComputedAt,
  personFigureRows,
  typicalResponses,
} from './trust.repository';
import { buyerRecordView, responseFiguresView } from './trust.views';

/** How fast each company answers (ids in, figures out; a company without events: "not enough data yet"). */
export async function companyResponseFigures(
  db: Db,
  companyIds: readonly string[],
): Promise<Map<string, ResponseFigures>> {
  const [{ rows, zones }, computedAt] = await Promise.all([companyFigureRows(db, companyIds), lastComputedAt(db)]);
  return responseFiguresView(companyIds, rows, zones, computedAt);
}

/** How fast each person (a company's rep or manager) answers. */
export async function personResponseFigures(db: Db, userIds: readonly string[]): Promise<Map<string, ResponseFigures>> {
  const [{ rows, zones }, computedAt] = await Promise.all([personFigureRows(db, userIds), lastComputedAt(db)]);
  return responseFiguresView(userIds, rows, zones, computedAt);
}

/** Each client's record as a buyer (with `enough` saying whether providers may be shown it). */
export async function buyerRecords(db: Db, clientIds: readonly string[]): Promise<Map<string, BuyerRecord>> {
  const [rows, computedAt] = await Promise.all([buyerRecordRows(db, clientIds), lastComputedAt(db)]);
  const byClient = new Map(rows.map((row) => [row.clientId, row]));
  return new Map(clientIds.map((id) => [id, buyerRecordView(byClient.get(id), computedAt)]));
}

/**
 * The "Fast responder" rule per company: half of the clients' inquiries and first chat messages of the
 * last 90 days answered within 2 hours, over at least 10 of them (unanswered ones count as not in time).
 */
export async function meetsFastResponderRule(db: Db, companyIds: readonly string[]): Promise<Map<string, boolean>> {
  const rule = trustRules.fastResponder;
  const rows = new Map((await typicalResponses(db, companyIds)).map((row) => [row.companyId, row]));
  return new Map(
    companyIds.map((id) => {
      const row = rows.get(id);
      const meets =
        row !== undefined &&
        row.events >= rule.minEvents &&
        row.typicalMinutes !== null &&
        row.typicalMinutes <= rule.typicalMinutes;
      return [id, meets];
    }),
  );
}
