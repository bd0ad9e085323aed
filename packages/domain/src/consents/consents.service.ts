import { bindOperation as bind } from '../shared/bind-operation';
import type { DomainContext } from '../shared/context';
import { ensureFirstVersions } from './first-versions';
import { acceptCurrentConsents } from './operations/accept-current';
import { exportConsentAcceptances } from './operations/export-acceptances';
import { findUserConsents } from './operations/find-user-consents';
import { listConsentAcceptances } from './operations/list-acceptances';
import { listConsentTexts } from './operations/list-consent-texts';
import { publishConsentVersion } from './operations/publish-consent-version';
import { seedDemoAcceptances } from './operations/seed-demo-acceptances';

/**
 * Consents: the versioned consent texts (terms, privacy policy, marketing) and who accepted which version.
 * Each operation is one file in operations/; this face binds them to the context. Admins read and publish;
 * people accept through their own actions (`acceptCurrent`, called by sign-up, invitations and inquiries).
 */
export function createConsents(ctx: DomainContext) {
  return {
    /** The boot step: version 1 of every kind exists. */
    ensureFirstVersions: () => ensureFirstVersions(ctx),
    acceptCurrent: bind(ctx, acceptCurrentConsents),
    texts: bind(ctx, listConsentTexts),
    publish: bind(ctx, publishConsentVersion),
    acceptances: bind(ctx, listConsentAcceptances),
    exportAcceptances: bind(ctx, exportConsentAcceptances),
    user: bind(ctx, findUserConsents),
    seedDemoAcceptances: () => seedDemoAcceptances(ctx),
  };
}
export type Consents = ReturnType<typeof createConsents>;
