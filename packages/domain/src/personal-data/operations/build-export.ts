import { dataExportValidDays, localeOr, withLocale } from '@tendero/contracts';
import { withTransaction } from '@tendero/db';
import { formatDateTimeMinutes, translate } from '@tendero/i18n';
import { timeZoneOf } from '../../accounts/index';
import { queueMail, renderMail } from '../../notifications/index';
import { enqueueJob, type JobHandler } from '../../shared/jobs';
import { collectPersonalData, readmeText, zipPersonalData } from '../build-archive';
import { findExport, markExportReady } from '../data-exports.repository';
import { readPerson } from '../export-account.repository';
import { type buildExportJob, dayMs, expireExportJob, type PersonalDataContext } from '../personal-data-context';

/** Where the account settings page that downloads the export is. */
export const downloadDataPath = '/account-settings/download-data';

/**
 * The job that builds a requested export: everything about the person into a ZIP (README.txt in their
 * language), kept in the file storage for 7 days; the person is e-mailed the link in their language, and the
 * file's removal is queued. Idempotent: an export already built (or gone) is left as it is.
 */
export function createBuildExportHandler(ctx: PersonalDataContext): JobHandler<typeof buildExportJob> {
  return async ({ exportId }) => {
    const row = await findExport(ctx.db, exportId);
    if (row?.state !== 'waiting') return;
    const person = await readPerson(ctx.db, row.userId);
    if (!person || person.deletedAt) return;
    const locale = localeOr(row.locale);
    const now = ctx.clock.now();
    const contents = await collectPersonalData(ctx.db, person);
    const bytes = zipPersonalData(contents, readmeText(locale, person, now), locale, now);
    const storageKey = `data-exports/${row.id}.zip`;
    await ctx.storage.put(storageKey, bytes);
    const expiresAt = new Date(now.getTime() + dataExportValidDays * dayMs);
    const link = `${ctx.settings.publicUrl}${withLocale(locale, downloadDataPath)}`;
    const until = formatDateTimeMinutes(expiresAt, await timeZoneOf(ctx.db, person.id));
    await withTransaction(ctx.db, async (tx) => {
      await markExportReady(tx, row.id, { storageKey, sizeBytes: bytes.length, readyAt: now, expiresAt });
      await enqueueJob(tx, ctx.clock, expireExportJob, { exportId: row.id }, { delayMs: dataExportValidDays * dayMs });
      await queueMail(tx, ctx.clock, {
        to: person.email,
        subject: translate(locale, 'myData.email.subject'),
        locale,
        ...renderMail(locale, [
          translate(locale, 'myData.email.greeting', { name: person.firstName }),
          translate(locale, 'myData.email.body', { link, until }),
          translate(locale, 'myData.email.signedIn'),
          translate(locale, 'myData.email.notYou'),
        ]),
      });
    });
  };
}
