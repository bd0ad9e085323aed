import type { FileStorage } from '../files/index';
import type { DomainContext } from '../shared/context';

/** What the personal-data operations receive: the domain's context and where the ZIPs are kept. */
export type PersonalDataContext = DomainContext & { storage: FileStorage };

export const buildExportJob = 'personal-data.build-export';
export const expireExportJob = 'personal-data.expire-export';

export const hourMs = 3_600_000;
export const dayMs = 24 * hourMs;
