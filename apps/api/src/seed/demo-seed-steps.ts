import type { SeedStep } from '@tendero/db';
import { demoCompanyProfile, demoRepContacts } from '@tendero/db/seed';
import type { Accounts, PeopleProfiles } from '@tendero/domain/accounts';
import type { Admin } from '@tendero/domain/admin';
import type { Billing } from '@tendero/domain/billing';
import type { CompanyProfiles, TeamService } from '@tendero/domain/companies';
import type { Consents } from '@tendero/domain/consents';
import type { Contacts } from '@tendero/domain/contacts';
import type { Inquiries } from '@tendero/domain/inquiries';
import type { Reviews, Verification } from '@tendero/domain/marketplace';
import sharp from 'sharp';
import { seedDemoInquiries } from './demo-inquiries';
import { seedDemoMarketplace } from './demo-marketplace';
import { seedDemoSoloFirm } from './demo-solo-firm';
import { seedDemoTaxIdentities } from './demo-tax-identities';
import { seedDemoTrustHistory } from './demo-trust-history';

/** The password of every demo account (README). */
export const demoPassword = 'Tendero!2026';

/**
 * The demo data steps, in order. Each capability appends its own when it lands (marketplace: companies,
 * offers and reviews; …). The seed records its version, so a second start on the same DATA_DIR keeps
 * all data as it is; each step skips what already exists.
 */
export function demoSeedSteps(
  accounts: Accounts,
  profiles: {
    companies: CompanyProfiles;
    people: PeopleProfiles;
    verification: Verification;
    reviews: Reviews;
    inquiries: Inquiries;
    billing: Billing;
    admin: Admin;
    consents: Consents;
    contacts: Contacts;
    team: TeamService;
  },
): SeedStep[] {
  return [
    {
      name: 'accounts: one ACTIVE account per role',
      run: async () => {
        const base = { password: demoPassword, status: 'ACTIVE' as const };
        if (!(await accounts.exists('client'))) {
          await accounts.createAccount({
            ...base,
            email: 'client@tendero.test',
            username: 'client',
            firstName: 'Katarzyna',
            lastName: 'Lewandowska',
            phone: '+48501234567',
            role: 'CLIENT',
            locale: 'pl',
          });
        }
        let companyId: string | undefined;
        if (!(await accounts.exists('manager'))) {
          const manager = await accounts.createAccount({
            ...base,
            email: 'manager@tendero.test',
            username: 'manager',
            firstName: 'Tomasz',
            lastName: 'Zieliński',
            phone: '+48601234567',
            role: 'MANAGER',
            locale: 'pl',
            companyName: 'Nordwind Software sp. z o.o.',
          });
          companyId = manager.companyId ?? undefined;
        }
        if (!(await accounts.exists('rep'))) {
          await accounts.createAccount({
            ...base,
            email: 'rep@tendero.test',
            username: 'rep',
            firstName: 'Julia',
            lastName: 'Mazur',
            phone: '+48701234567',
            role: 'SALES_REP',
            locale: 'en',
            companyId,
          });
        }
        if (!(await accounts.exists('admin'))) {
          await accounts.createAccount({
            ...base,
            email: 'admin@tendero.test',
            username: 'admin',
            firstName: 'Adam',
            lastName: 'Nowak',
            phone: null,
            role: 'ADMIN',
            locale: 'en',
          });
        }
      },
    },
    {
      name: 'companies: the demo company profile, logo and people profiles',
      run: async () => {
        const manager = await accounts.sessionOf('manager');
        if (!manager?.companyId) return;
        const companyId = manager.companyId;
        const current = await profiles.companies.company(manager, companyId);
        if (current.description !== '') return;
        const { details, entries } = demoCompanyProfile;
        await profiles.companies.updateCompany(manager, companyId, details);
        for (const [kind, items] of entries) {
          for (const item of items) await profiles.companies.addEntry(manager, companyId, kind, item);
        }
        const logo = await sharp(Buffer.from(demoCompanyProfile.logoSvg)).png().toBuffer();
        await profiles.companies.setLogo(manager, manager.userId, logo);
        const rep = await accounts.sessionOf('rep');
        if (rep) await profiles.people.updateOwn(rep, rep.userId, demoCompanyProfile.rep);
        const client = await accounts.sessionOf('client');
        if (client) await profiles.people.updateOwn(client, client.userId, demoCompanyProfile.client);
      },
    },
    {
      name: 'marketplace: 88 companies with their teams, ~85% verified, the demo company verified, reviews (two in three after an accepted offer)',
      run: (db) => seedDemoMarketplace({ db, accounts, ...profiles }, demoPassword),
    },
    {
      name: 'a one-person firm: a verified bookkeeping office whose manager answers inquiries, no reps',
      run: () =>
        seedDemoSoloFirm({
          accounts,
          companies: profiles.companies,
          verification: profiles.verification,
          team: profiles.team,
          password: demoPassword,
        }),
    },
    {
      // Premium is invoiced to the company (issue 38): every demo company can buy it.
      name: 'tax identities: every demo company has a valid NIP (or EU VAT number), legal name and registered address',
      run: (db) => seedDemoTaxIdentities(db, accounts),
    },
    {
      name: 'inquiries: six inquiries of demo clients, offers from demo reps, one accepted',
      run: () => seedDemoInquiries({ accounts, inquiries: profiles.inquiries }),
    },
    {
      // The demo shows both states: the demo company on Premium (as an invoice paid outside Stripe would
      // give it), every other company on the free plan, whose manager can buy Premium.
      name: 'billing: the demo company has Premium, granted by the admin',
      run: async () => {
        const admin = await accounts.sessionOf('admin');
        if (admin) await profiles.billing.grantPremium(admin, { hasPremium: true, email: 'manager@tendero.test' });
      },
    },
    {
      name: "contacts: the demo rep's own contacts, a trade-fair tag and three marketing consents",
      run: async () => {
        const rep = await accounts.sessionOf('rep');
        if (!rep || (await profiles.contacts.tags(rep)).items.length > 0) return;
        const tag = await profiles.contacts.createTag(rep, demoRepContacts.tag);
        for (const { consent, ...person } of demoRepContacts.contacts) {
          const contact = await profiles.contacts.create(rep, rep.userId, { ...person, tagIds: [tag.id] });
          if (consent) {
            await profiles.contacts.update(rep, rep.userId, contact.id, {
              marketingConsent: true,
              consentConfirmed: true,
            });
          }
        }
      },
    },
    {
      // Given by the admin once the marketplace step verified the company: the badge's rule is met.
      name: 'admin: the demo company wears the Verified badge',
      run: async () => {
        const admin = await accounts.sessionOf('admin');
        const manager = await accounts.sessionOf('manager');
        if (admin && manager?.companyId) {
          await profiles.admin.setCompanyTitle(admin, manager.companyId, { titleId: 'verified' });
        }
      },
    },
    {
      // The seed creates accounts directly, not through sign-up: each accepted version 1 when it was made.
      name: 'consents: every demo account but the admin accepted the first terms and privacy policy',
      run: () => profiles.consents.seedDemoAcceptances(),
    },
    {
      name: "trust: three months of answered inquiries and chats, and clients' records as buyers",
      run: (db) => seedDemoTrustHistory(db),
    },
  ];
}
