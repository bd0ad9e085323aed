import type { FileStorage } from '../files/index';
import { bindOperation as bind } from '../shared/bind-operation';
import type { DomainContext } from '../shared/context';
import { addEntry } from './operations/add-entry';
import { companyTitles } from './operations/company-titles';
import { getCompany } from './operations/get-company';
import { managerProfile } from './operations/manager-profile';
import { removeEntry } from './operations/remove-entry';
import { reorderEntries } from './operations/reorder-entries';
import { salesRepProfile } from './operations/sales-rep-profile';
import { setLogo } from './operations/set-logo';
import { setPortfolioImage } from './operations/set-portfolio-image';
import { setRepPhoto } from './operations/set-rep-photo';
import { updateCompany } from './operations/update-company';
import { updateEntry } from './operations/update-entry';
import type { CompanyChanged, ProfilesContext } from './profile-context';

export type { CompanyChanged } from './profile-context';

/**
 * Company profiles: the profile facts, the sections of SPEC §2 (offers, promos, courses, FAQ,
 * steps, consents, portfolio), the logo, the badges, and the sales rep and manager profiles built on them.
 * Everyone may read a company's public profile; only its manager may change it (profile.policy.ts). Each
 * operation is one file in operations/; this face binds them to the context.
 */
export function createCompanyProfiles(
  domain: DomainContext,
  deps: { storage: FileStorage; onCompanyChanged: CompanyChanged },
) {
  const ctx: ProfilesContext = { ...domain, storage: deps.storage, onCompanyChanged: deps.onCompanyChanged };
  return {
    company: bind(ctx, getCompany),
    updateCompany: bind(ctx, updateCompany),
    addEntry: bind(ctx, addEntry),
    updateEntry: bind(ctx, updateEntry),
    removeEntry: bind(ctx, removeEntry),
    reorder: bind(ctx, reorderEntries),
    setLogo: bind(ctx, setLogo),
    setPortfolioImage: bind(ctx, setPortfolioImage),
    setRepPhoto: bind(ctx, setRepPhoto),
    managerProfile: bind(ctx, managerProfile),
    salesRepProfile: bind(ctx, salesRepProfile),
    companyTitles,
  };
}
export type CompanyProfiles = ReturnType<typeof createCompanyProfiles>;
