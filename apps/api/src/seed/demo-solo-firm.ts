import type { Accounts } from '@tendero/domain/accounts';
import type { CompanyProfiles, TeamService } from '@tendero/domain/companies';
import type { Verification } from '@tendero/domain/marketplace';

/** The demo one-person firm (issue 35): a verified bookkeeping office whose manager answers inquiries. */
export const demoSoloFirm = {
  username: 'solo',
  email: 'solo@tendero.test',
  firstName: 'Anna',
  lastName: 'Wójcik',
  phone: '+48602345678',
  company: 'Biuro Rachunkowe Anna Wójcik',
  /** The description in both languages (decision 0009): the company stores the Polish one. */
  descriptionTwin: [
    'A one-person accounting office in Kraków: full bookkeeping and payroll for small companies since 2015. ' +
      'You always talk to the person who keeps your books, in Polish or English.',
    'Jednoosobowe biuro rachunkowe w Krakowie: pełna księgowość i kadry dla małych firm od 2015 roku. ' +
      'Zawsze rozmawiasz z osobą, która prowadzi Twoje księgi, po polsku lub po angielsku.',
  ] as const,
  details: {
    name: 'Biuro Rachunkowe Anna Wójcik',
    email: 'biuro@wojcik-ksiegowosc.example',
    website: 'https://www.wojcik-ksiegowosc.example',
    country: 'PL',
    city: 'krakow',
    postalCode: '31-154',
    address: 'ul. Długa 12',
    teamSize: '1',
    foundedYear: '2015',
    services: ['full-accounting', 'payroll'],
    languages: ['pl', 'en'],
    tags: [],
  },
} as const;

const notes = {
  competencies: 'Licencja Ministerstwa Finansów, 10 lat praktyki / MoF licence, 10 years of practice',
  teamSize: 'Jednoosobowa działalność; zastępstwo z biurem partnerskim / One person, with a partner office as cover',
  portfolio: 'Referencje trzech stałych klientów / References from three long-standing clients',
  serviceQuality: 'Rozmowy z klientami potwierdzone / Client calls confirmed',
} as const;

/**
 * A verified company with no sales reps whose manager answers inquiries themselves: the demo of a
 * one-person firm offering on inquiries, leading its leads and talking with clients. Idempotent.
 */
export async function seedDemoSoloFirm(deps: {
  accounts: Accounts;
  companies: CompanyProfiles;
  verification: Verification;
  team: TeamService;
  password: string;
}): Promise<void> {
  const { accounts, companies, verification, team } = deps;
  if (!(await accounts.exists(demoSoloFirm.username))) {
    await accounts.createAccount({
      password: deps.password,
      status: 'ACTIVE',
      email: demoSoloFirm.email,
      username: demoSoloFirm.username,
      firstName: demoSoloFirm.firstName,
      lastName: demoSoloFirm.lastName,
      phone: demoSoloFirm.phone,
      role: 'MANAGER',
      locale: 'pl',
      companyName: demoSoloFirm.company,
    });
  }
  const manager = await accounts.sessionOf(demoSoloFirm.username);
  const admin = await accounts.sessionOf('admin');
  if (!manager?.companyId || !admin) return;
  const companyId = manager.companyId;
  await companies.updateCompany(manager, companyId, {
    ...demoSoloFirm.details,
    description: demoSoloFirm.descriptionTwin[1],
    services: [...demoSoloFirm.details.services],
    languages: [...demoSoloFirm.details.languages],
    tags: [],
  });
  if (!(await verification.status(admin, companyId)).verified) {
    for (const criterion of ['competencies', 'teamSize', 'portfolio', 'serviceQuality'] as const) {
      await verification.check(admin, companyId, { criterion, passed: true, note: notes[criterion] });
    }
  }
  await team.setAnswering(manager, manager.userId, true);
}
