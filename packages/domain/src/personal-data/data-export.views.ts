import type { DataExport } from '@tendero/contracts';
import type { DataExportRow } from './data-exports.repository';

export function dataExportOut(row: DataExportRow): DataExport {
  return {
    id: row.id,
    state: row.state,
    requestedAt: row.requestedAt.toISOString(),
    readyAt: row.readyAt?.toISOString() ?? null,
    expiresAt: row.expiresAt?.toISOString() ?? null,
    sizeBytes: row.sizeBytes,
  };
}
