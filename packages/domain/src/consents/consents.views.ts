import type { ConsentKind, ConsentVersion } from '@tendero/contracts';
import type { ConsentVersionRow } from './consents.repository';

/** One version as the console shows it; `current` is whether it is its kind's newest. */
export function consentVersionOut(row: ConsentVersionRow, current: boolean): ConsentVersion {
  const publisher = row.text.publishedBy
    ? {
        id: row.text.publishedBy,
        name: `${row.publisherFirstName ?? ''} ${row.publisherLastName ?? ''}`.trim() || row.text.publishedBy,
      }
    : null;
  return {
    id: row.text.id,
    kind: row.text.kind,
    version: row.text.version,
    bodyEn: row.text.bodyEn,
    bodyPl: row.text.bodyPl,
    publishedAt: row.text.publishedAt.toISOString(),
    publishedBy: publisher,
    acceptances: row.acceptances,
    current,
  };
}

export const fullName = (person: { firstName: string; lastName: string }) =>
  `${person.firstName} ${person.lastName}`.trim();

/** A version a person accepted, as both the admin's and the person's own list show it. */
export function acceptedVersionOut(
  row: { kind: ConsentKind; version: number; acceptedAt: Date; ip: string | null },
  current: ReadonlyMap<ConsentKind, number>,
) {
  return {
    kind: row.kind,
    version: row.version,
    acceptedAt: row.acceptedAt.toISOString(),
    ip: row.ip,
    current: current.get(row.kind) === row.version,
  };
}
