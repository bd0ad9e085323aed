import { inquiryAlertSettingsSchema } from '@tendero/contracts';
import { enqueueJob, runDueJobs } from '@tendero/domain';
import { createCompanyProfiles } from '@tendero/domain/companies';
import { createLocalStorage } from '@tendero/domain/files';
import { createInquiryAlertHandler, inquiryAlertJob } from '@tendero/domain/inquiries';
import { refreshCompanyFacts } from '@tendero/domain/marketplace';
import { listMailbox } from '@tendero/domain/notifications';
import { beforeAll, describe, expect, it } from 'vitest';
import { domainContext } from '../../capabilities';
import { companyDetails, signedInUser } from '../../test/test-app';
import {
  accounts,
  app,
  client,
  clock,
  companies,
  config,
  database,
  newInquiry,
  type Person,
  post,
  publish,
  rep,
  uploads,
} from './inquiries.fixture';

const alertsUrl = (companyId: string) => `/api/companies/${companyId}/inquiry-alerts`;
const put = (person: Person, url: string, payload: object, locale = 'en') =>
  app.inject({ method: 'PUT', url, headers: { ...person.auth, 'accept-language': locale }, payload });

let polishRep: Person;
let unverified: { manager: Person; rep: Person };

async function runAlerts() {
  const ctx = domainContext(config, database, clock);
  await runDueJobs(database.db, clock, { [inquiryAlertJob]: createInquiryAlertHandler(ctx) });
}

/** The alert e-mails of one inquiry (told apart by its description), by recipient. */
async function alertsOf(description: string) {
  const mail = await listMailbox(database.db, 1000);
  return mail.filter(
    (message) =>
      (message.subject.startsWith('New inquiry:') || message.subject.startsWith('Nowe zapytanie:')) &&
      message.text.includes(description.slice(0, 40)),
  );
}
const told = (mails: Awaited<ReturnType<typeof alertsOf>>, person: Person) =>
  mails.filter((message) => message.to === person.user.email);

beforeAll(async () => {
  polishRep = await signedInUser(app, accounts, {
    role: 'SALES_REP',
    companyId: companies.a.id,
    locale: 'pl',
    prefix: 'alertpl',
    firstName: 'Zofia',
  });
  const manager = await signedInUser(app, accounts, { role: 'MANAGER', companyName: 'Gamma Unverified' });
  const companyId = manager.user.companyId as string;
  const profiles = createCompanyProfiles(domainContext(config, database), {
    storage: createLocalStorage(uploads),
    onCompanyChanged: refreshCompanyFacts,
  });
  await profiles.updateCompany(
    { userId: manager.user.id, role: 'MANAGER' },
    companyId,
    companyDetails({ name: 'Gamma Unverified', description: 'Bookkeeping in Warsaw, not yet verified.' }),
  );
  unverified = { manager, rep: await signedInUser(app, accounts, { role: 'SALES_REP', companyId }) };
});

describe('alert settings', () => {
  it("reads the team's default from the profile; only the manager changes it; another company's is 404", async () => {
    const read = await app.inject({ url: alertsUrl(companies.a.id), headers: rep('a', 2).auth });
    expect(read.statusCode).toBe(200);
    expect(inquiryAlertSettingsSchema.parse(read.json())).toMatchObject({
      team: { services: ['bookkeeping', 'payroll'], cities: ['warszawa'], anywhere: false, fromProfile: true },
      me: { alerts: 'team', services: null, cities: null, active: true },
      mayEditTeam: false,
    });
    const team = {
      services: ['bookkeeping', 'payroll'],
      anywhere: false,
      cities: ['warszawa', 'krakow'],
      teamOn: true,
    };
    const byRep = await put(rep('a', 2), alertsUrl(companies.a.id), team);
    expect(byRep.statusCode).toBe(403);
    expect(byRep.json().message).toBe("Only the company's manager changes the team's default");
    expect((await app.inject({ url: alertsUrl(companies.a.id), headers: rep('b').auth })).statusCode).toBe(404);
    expect((await put(companies.b.manager, alertsUrl(companies.a.id), team)).statusCode).toBe(404);
    expect((await app.inject({ url: alertsUrl(companies.a.id), headers: client.auth })).statusCode).toBe(403);

    const saved = await put(companies.a.manager, alertsUrl(companies.a.id), team);
    expect(saved.statusCode).toBe(200);
    expect(saved.json()).toMatchObject({
      team: { cities: ['warszawa', 'krakow'], fromProfile: false },
      mayEditTeam: true,
    });
    const noCity = await put(companies.a.manager, alertsUrl(companies.a.id), { ...team, cities: [] }, 'pl');
    expect(noCity.json().fieldErrors).toEqual([
      { path: 'cities', message: 'Wybierz co najmniej jedno miasto albo „gdziekolwiek”' },
    ]);

    // A rep narrows within the team's scope only.
    const outside = await put(rep('a', 0), `${alertsUrl(companies.a.id)}/me`, {
      alerts: 'team',
      services: ['web-design'],
      cities: null,
    });
    expect(outside.statusCode).toBe(400);
    const narrowed = await put(rep('a', 0), `${alertsUrl(companies.a.id)}/me`, {
      alerts: 'team',
      services: ['payroll'],
      cities: null,
    });
    expect(narrowed.json()).toMatchObject({ me: { services: ['payroll'], active: true } });
    const off = await put(rep('a', 1), `${alertsUrl(companies.a.id)}/me`, {
      alerts: 'off',
      services: null,
      cities: null,
    });
    expect(off.json()).toMatchObject({ me: { alerts: 'off', active: false } });
  });
});

describe('instant alerts', () => {
  it('tells each matching person once, in their language, with the link and an unsubscribe of the kind', async () => {
    const description = 'Alert test one: monthly bookkeeping for a design studio in Warsaw.';
    const inquiry = await publish({ ...newInquiry, description });
    await runAlerts();
    const mails = await alertsOf(description);
    // Company a (scope: bookkeeping, payroll in Warsaw and Kraków), its rep 0 narrowed to payroll, rep 1 off.
    expect(told(mails, rep('a', 2))).toHaveLength(1);
    expect(told(mails, rep('a', 0))).toHaveLength(0);
    expect(told(mails, rep('a', 1))).toHaveLength(0);
    // A manager who does not answer inquiries is not alerted unless they turn it on.
    expect(told(mails, companies.a.manager)).toHaveLength(0);
    // Company b: its profile (bookkeeping in Warsaw).
    expect(told(mails, rep('b', 0))).toHaveLength(1);
    // Not verified: nobody told.
    expect(told(mails, unverified.rep)).toHaveLength(0);
    expect(told(mails, unverified.manager)).toHaveLength(0);

    const [english] = told(mails, rep('a', 2));
    expect(english?.subject).toBe('New inquiry: Bookkeeping services — Warsaw');
    expect(english?.text.replace(/\s/g, ' ')).toContain('Budget: PLN 800–1,500');
    expect(english?.text).toContain(`${config.publicUrl}/en/orders/find?service=bookkeeping&city=warszawa`);
    expect(english?.text).toContain(`/en/delete-mailing/`);
    expect(english?.text).toContain('kind=inquiries&sig=');
    const [polish] = told(mails, polishRep);
    expect(polish?.subject).toBe('Nowe zapytanie: Biuro rachunkowe — Warszawa');
    expect(polish?.text).toContain('Dzień dobry Zofia,');
    expect(polish?.text).toContain(`${config.publicUrl}/pl/orders/find?service=bookkeeping&city=warszawa`);

    // A retried run (the job queued again) tells nobody twice.
    await enqueueJob(database.db, clock, inquiryAlertJob, { inquiryId: inquiry.id });
    await runAlerts();
    const again = await alertsOf(description);
    expect(again).toHaveLength(mails.length);
  });

  it("leaves out a city outside the scope, matches an inquiry without a city, and never the author's company", async () => {
    const gdansk = 'Alert test two: payroll for a shipyard supplier in Gdańsk, 40 people.';
    await publish({ ...newInquiry, services: ['payroll'], city: 'gdansk', description: gdansk });
    const remote = 'Alert test three: payroll for a remote team, the place does not matter.';
    await publish({ ...newInquiry, services: ['payroll'], city: undefined, description: remote });
    const own = 'Alert test four: Beta Ledger needs bookkeeping for its own office in Warsaw.';
    const byB = await post(companies.b.manager, '/api/orders', { ...newInquiry, description: own });
    expect(byB.statusCode).toBe(201);
    await runAlerts();
    // Gdańsk is outside company a's cities (Warsaw, Kraków).
    expect(told(await alertsOf(gdansk), rep('a', 0))).toHaveLength(0);
    const remoteMails = await alertsOf(remote);
    expect(told(remoteMails, rep('a', 0))).toHaveLength(1);
    expect(told(remoteMails, rep('a', 0))[0]?.subject).toBe(
      'New inquiry: Payroll and HR administration — anywhere / remote',
    );
    expect(told(remoteMails, rep('b', 0))).toHaveLength(0);
    const ownMails = await alertsOf(own);
    expect(told(ownMails, rep('b', 1))).toHaveLength(0);
    expect(told(ownMails, rep('a', 2))).toHaveLength(1);
  });

  it('alerts only the companies a private inquiry was asked of', async () => {
    const description = 'Alert test five: private bookkeeping question for Beta Ledger only.';
    await publish({ ...newInquiry, description, private: true, companyIds: [companies.b.id] });
    await runAlerts();
    const mails = await alertsOf(description);
    expect(told(mails, rep('b', 2))).toHaveLength(1);
    expect(told(mails, rep('b', 2))[0]?.text).toContain('A client has just asked your company for an offer:');
    expect(told(mails, rep('a', 2))).toHaveLength(0);
    expect(told(mails, polishRep)).toHaveLength(0);
  });
});
