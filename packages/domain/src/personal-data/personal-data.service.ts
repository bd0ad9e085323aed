import { bindOperation as bind } from '../shared/bind-operation';
import { createBuildExportHandler } from './operations/build-export';
import { downloadDataExport } from './operations/download-export';
import { createExpireExportHandler } from './operations/expire-export';
import { dataExportStatus } from './operations/export-status';
import { listOwnConsents, withdrawMarketing } from './operations/own-consents';
import { requestDataExport } from './operations/request-export';
import type { PersonalDataContext } from './personal-data-context';

/**
 * A person's own data: the export of everything Tendero holds about them (GDPR art. 15 and 20), built by a
 * job and downloaded by them alone, and their consents (listed, marketing withdrawn). Each operation is one
 * file in operations/; this face binds them to the context.
 */
export function createPersonalData(ctx: PersonalDataContext) {
  return {
    requestExport: bind(ctx, requestDataExport),
    exportStatus: bind(ctx, dataExportStatus),
    downloadExport: bind(ctx, downloadDataExport),
    consents: bind(ctx, listOwnConsents),
    withdrawMarketing: bind(ctx, withdrawMarketing),
    /** Job handlers, for the worker of the process. */
    buildExportHandler: createBuildExportHandler(ctx),
    expireExportHandler: createExpireExportHandler(ctx),
  };
}
export type PersonalData = ReturnType<typeof createPersonalData>;
