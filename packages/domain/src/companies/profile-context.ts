import type { Db } from '@tendero/db';
import type { FileStorage } from '../files/index';
import type { DomainContext } from '../shared/context';

/**
 * What a company's profile change sets off elsewhere: the marketplace refreshes the company's search
 * facts and index (injected, so companies never imports marketplace, which reads companies).
 */
export type CompanyChanged = (db: Db, companyId: string, at: Date) => Promise<void>;

/** What the profile operations need: the domain context, the file storage and the change hook. */
export type ProfilesContext = DomainContext & { storage: FileStorage; onCompanyChanged: CompanyChanged };
