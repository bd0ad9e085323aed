import type { JobHandler } from '../../shared/jobs';
import { findExport, markExportExpired } from '../data-exports.repository';
import type { expireExportJob, PersonalDataContext } from '../personal-data-context';

/** Seven days after it was built, the ZIP leaves the storage (the request stays in the person's history). */
export function createExpireExportHandler(ctx: PersonalDataContext): JobHandler<typeof expireExportJob> {
  return async ({ exportId }) => {
    const row = await findExport(ctx.db, exportId);
    if (!row || row.state === 'expired') return;
    if (row.storageKey) await ctx.storage.remove(row.storageKey);
    await markExportExpired(ctx.db, row.id);
  };
}
