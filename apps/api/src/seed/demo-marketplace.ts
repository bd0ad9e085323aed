import type { VerificationCriterion } from '@tendero/contracts';
import type { Db } from '@tendero/db';
import {
  demoClients,
  demoPastNeeds,
  failedPortfolioNotes,
  verificationNotes,
  writeDemoAcceptedOffer,
} from '@tendero/db/seed';
import type { Accounts, PreparedPassword, Session } from '@tendero/domain/accounts';
import type { CompanyProfiles } from '@tendero/domain/companies';
import type { Reviews, Verification } from '@tendero/domain/marketplace';
import {
  type DemoReview,
  demoMarketplaceCompanies,
  demoNordwindReviews,
  hashOf,
  mulberry32,
  pick,
  type Random,
  writtenIn,
} from './demo-marketplace-build';

export type DemoMarketplaceDeps = {
  db: Db;
  accounts: Accounts;
  companies: CompanyProfiles;
  verification: Verification;
  reviews: Reviews;
};

const dealMessage = {
  en: 'Thank you for the inquiry. Our offer is below; we can start within two weeks.',
  pl: 'Dziękujemy za zapytanie. Poniżej nasza oferta; możemy zacząć w ciągu dwóch tygodni.',
};
const dealScope = { en: 'As described in the inquiry.', pl: 'Zgodnie z opisem w zapytaniu.' };
const dealTerms = { en: 'Monthly, 14 days', pl: 'Miesięcznie, 14 dni' };

const criteria: readonly VerificationCriterion[] = ['competencies', 'teamSize', 'portfolio', 'serviceQuality'];

/**
 * Seeds the demo marketplace through the capabilities' own use cases (so every rule of a real sign-up,
 * profile edit, verification and review applies). Idempotent: a company whose manager exists is skipped,
 * and the demo company is verified only while it is not.
 */
export async function seedDemoMarketplace(deps: DemoMarketplaceDeps, password: string): Promise<void> {
  const { db, accounts, companies, verification, reviews } = deps;
  const admin = await accounts.sessionOf('admin');
  if (!admin) return;
  let prepared: PreparedPassword | null = null;
  const preparedPassword = async () => {
    prepared ??= await accounts.preparePassword(password);
    return prepared;
  };

  const clients: (Session & { locale: 'en' | 'pl' })[] = [];
  for (const [index, [firstName, lastName, locale]] of demoClients.entries()) {
    const login = `client-${index + 1}`;
    let session = await accounts.sessionOf(login);
    if (!session) {
      const user = await accounts.createAccount({
        email: `${login}@demo.tendero.test`,
        password: await preparedPassword(),
        username: login,
        firstName,
        lastName,
        phone: null,
        role: 'CLIENT',
        status: 'ACTIVE',
        locale,
      });
      session = { userId: user.id, role: user.role, companyId: null };
    }
    clients.push({ userId: session.userId, role: session.role, locale });
  }

  // Two of every three reviews come from clients who accepted an offer of the company more than a year
  // ago (so they count, issue 35); every third does not, and shows among the reviews not verified.
  const addReviews = async (
    manager: Session,
    company: { id: string; repId: string; service: string; slug: string },
    planned: DemoReview[],
  ) => {
    for (const [index, review] of planned.entries()) {
      const client = clients[review.client - 1];
      if (!client) continue;
      if (index % 3 !== 2) {
        const random = mulberry32(hashOf(`${company.slug}/deal/${review.client}`));
        const say = (pair: { en: string; pl: string }) => pair[client.locale];
        await writeDemoAcceptedOffer(db, {
          clientId: client.userId,
          companyId: company.id,
          repId: company.repId,
          service: company.service,
          description: say(pick(random, demoPastNeeds)),
          message: say(dealMessage),
          scope: say(dealScope),
          paymentTerms: say(dealTerms),
          priceMin: 2000 + Math.floor(random() * 30) * 500,
          at: new Date(Date.now() - (400 + Math.floor(random() * 200)) * 86_400_000),
        });
      }
      const added = await reviews.add(client, company.id, {
        rating: review.rating,
        text: writtenIn(review.text, review.language),
      });
      // The company answers in the language the review was written in.
      if (review.answer) await reviews.answer(manager, added.id, { text: writtenIn(review.answer, review.language) });
    }
  };
  const verify = async (companyId: string, random: Random) => {
    for (const criterion of criteria) {
      await verification.check(admin, companyId, {
        criterion,
        passed: true,
        note: pick(random, verificationNotes[criterion])[0],
      });
    }
  };

  // The demo company (Nordwind Software, manager 'manager') is listed too, with a few reviews by demo
  // clients; the main demo client never reviews it (the e2e journey writes that review).
  const nordwind = await accounts.sessionOf('manager');
  if (nordwind?.companyId && !(await verification.status(admin, nordwind.companyId)).verified) {
    const random = mulberry32(hashOf('nordwind'));
    await verify(nordwind.companyId, random);
    const manager = { userId: nordwind.userId, role: nordwind.role };
    const existing = await reviews.list(nordwind.companyId);
    const authors = new Set(existing.items.map((item) => item.author.userId));
    const planned = demoNordwindReviews().filter((review) => !authors.has(clients[review.client - 1]?.userId ?? ''));
    const rep = await accounts.sessionOf('rep');
    const profile = await companies.company(manager, nordwind.companyId);
    if (rep) {
      const company = {
        id: nordwind.companyId,
        repId: rep.userId,
        service: profile.services[0] ?? '',
        slug: 'nordwind',
      };
      await addReviews(manager, company, planned);
    }
  }

  for (const company of demoMarketplaceCompanies()) {
    if (await accounts.exists(`mgr-${company.slug}`)) continue;
    const random = mulberry32(hashOf(`${company.slug}/seed`));
    const owner = await accounts.createAccount({
      email: `${company.slug}@demo.tendero.test`,
      password: await preparedPassword(),
      username: `mgr-${company.slug}`,
      firstName: company.manager[0],
      lastName: company.manager[1],
      phone: company.phone,
      role: 'MANAGER',
      status: 'ACTIVE',
      locale: company.locale,
      companyName: company.details.name,
    });
    const companyId = owner.companyId as string;
    const rep = await accounts.createAccount({
      email: `rep-${company.slug}@demo.tendero.test`,
      password: await preparedPassword(),
      username: `rep-${company.slug}`,
      firstName: company.rep[0],
      lastName: company.rep[1],
      phone: null,
      role: 'SALES_REP',
      status: 'ACTIVE',
      locale: company.locale,
      companyId,
    });
    const manager: Session = { userId: owner.id, role: 'MANAGER' };
    await companies.updateCompany(manager, companyId, company.details);
    for (const [kind, data] of company.entries) await companies.addEntry(manager, companyId, kind, data);

    if (company.state === 'V') {
      await verify(companyId, random);
      const service = company.details.services[0] ?? '';
      await addReviews(manager, { id: companyId, repId: rep.id, service, slug: company.slug }, company.reviews);
    } else if (company.state === 'P') {
      // Waiting: competence and team checked, the portfolio failed, service quality not looked at yet.
      await verification.check(admin, companyId, {
        criterion: 'competencies',
        passed: true,
        note: pick(random, verificationNotes.competencies)[0],
      });
      await verification.check(admin, companyId, {
        criterion: 'teamSize',
        passed: true,
        note: pick(random, verificationNotes.teamSize)[0],
      });
      await verification.check(admin, companyId, {
        criterion: 'portfolio',
        passed: false,
        note: pick(random, failedPortfolioNotes)[0],
      });
    }
  }
}
