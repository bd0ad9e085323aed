import { runDemoSeed } from '@tendero/db';
import type { DomainContext } from '@tendero/domain';
import { type Accounts, createPeopleProfiles } from '@tendero/domain/accounts';
import { createAdmin } from '@tendero/domain/admin';
import type { Billing } from '@tendero/domain/billing';
import { createCompanyProfiles, createTeam } from '@tendero/domain/companies';
import { createConsents } from '@tendero/domain/consents';
import { createContacts, recordContactWork } from '@tendero/domain/contacts';
import type { FileStorage } from '@tendero/domain/files';
import { createInquiries, isVerifiedClient, recordClientLead } from '@tendero/domain/inquiries';
import { createMarketplace, createReviews, createVerification, refreshCompanyFacts } from '@tendero/domain/marketplace';
import { createSavedSearches } from '@tendero/domain/saved-searches';
import { demoInvoiceStep } from './demo-invoices';
import { demoSeedSteps } from './demo-seed-steps';

/**
 * Seeds the demo data (once per data folder: the seed records its version) with the capabilities wired as
 * the app wires them. A demo start calls it (server.ts); the browser journeys make their data folder with
 * the same call while the web app builds (e2e/seed-data.ts). Answers the names of the steps that ran.
 */
export async function seedDemoData(
  ctx: DomainContext,
  deps: { accounts: Accounts; storage: FileStorage; billing: Billing },
): Promise<string[]> {
  const { accounts, storage, billing } = deps;
  // As the app wires it: the demo inquiries and offers make their people each other's contacts.
  const inquiries = createInquiries(ctx, {
    marketplace: createMarketplace(ctx),
    onContactWork: (work) => recordContactWork(ctx, work),
  });
  const savedSearches = createSavedSearches(ctx);
  const profiles = {
    billing,
    companies: createCompanyProfiles(ctx, { storage, onCompanyChanged: refreshCompanyFacts }),
    people: createPeopleProfiles(ctx),
    // As the app wires it: a company unverified has its pending offers hidden from their clients.
    verification: createVerification(ctx, {
      onVerificationChanged: async (change) => {
        await inquiries.followCompanyVerification(change);
        // Saved searches the company now matches are found by a job (issue 40), never in the admin's request.
        await savedSearches.followCompanyVerification(change);
      },
    }),
    // The same wiring as the app's: demo reviews become leads of the companies reviewed.
    reviews: createReviews(ctx, {
      isVerifiedClient: (clientId, companyId) => isVerifiedClient(ctx, clientId, companyId),
      onInterest: (lead) => recordClientLead(ctx, lead),
    }),
    inquiries,
    admin: createAdmin(ctx, { accounts, team: createTeam(ctx, accounts) }),
    team: createTeam(ctx, accounts),
    consents: createConsents(ctx),
    contacts: createContacts(ctx),
  };
  return runDemoSeed(ctx.db, [...demoSeedSteps(accounts, profiles), demoInvoiceStep(ctx)]);
}
