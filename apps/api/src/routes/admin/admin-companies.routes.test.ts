import { schema } from '@tendero/db';
import { count, eq } from 'drizzle-orm';
import { beforeAll, describe, expect, it } from 'vitest';
import { signedInUser, testAppPerFile } from '../../test/test-app';

const env = testAppPerFile();
type Person = Awaited<ReturnType<typeof signedInUser>>;
let admin: Person;
let manager: Person;
let rep: Person;
let client: Person;

beforeAll(async () => {
  admin = await signedInUser(env.app, env.accounts, { role: 'ADMIN', prefix: 'admin' });
  manager = await signedInUser(env.app, env.accounts, { role: 'MANAGER', prefix: 'mgr', companyName: 'Amber Audit' });
  rep = await signedInUser(env.app, env.accounts, {
    role: 'SALES_REP',
    prefix: 'rep',
    companyId: manager.user.companyId as string,
  });
  client = await signedInUser(env.app, env.accounts, { role: 'CLIENT', prefix: 'client', locale: 'pl' });
});

const call = (method: 'GET' | 'POST' | 'PUT', url: string, person?: Person, payload?: object, locale = 'en') =>
  env.app.inject({ method, url, headers: { ...(person?.auth ?? {}), 'accept-language': locale }, payload });

const companyCount = async () => (await env.database.db.select({ n: count() }).from(schema.companies))[0]?.n ?? 0;
const mailTo = (email: string) =>
  env.database.db.select().from(schema.mailMessages).where(eq(schema.mailMessages.to, email.toLowerCase()));
const auditOf = async (action: string) =>
  (await call('GET', `/api/admin/audit?action=${action}`, admin)).json().items as {
    action: string;
    targetId: string;
    detail: Record<string, unknown>;
  }[];

const header = 'name,website,city,services,manager_first_name,manager_last_name,manager_email,language';
const csvOf = (lines: string[]) => [header, ...lines].join('\n');

const newCompany = {
  name: 'Baltic Ledger',
  website: 'https://baltic-ledger.example',
  city: 'krakow',
  services: ['custom-software-development'],
  managerFirstName: 'Ewa',
  managerLastName: 'Kowalczyk',
  managerEmail: 'ewa@baltic-ledger.example',
  language: 'pl',
};

describe('admin console: companies', () => {
  it('refuses every company tool to every other role (403) and to visitors (401)', async () => {
    const csv = csvOf(['Nope,,,,A,B,a@b.example,en']);
    for (const person of [manager, rep, client, undefined]) {
      const expected = person ? 403 : 401;
      expect((await call('GET', '/api/admin/companies/stats', person)).statusCode).toBe(expected);
      expect((await call('GET', '/api/admin/companies', person)).statusCode).toBe(expected);
      expect((await call('POST', '/api/admin/companies', person, newCompany)).statusCode).toBe(expected);
      expect((await call('POST', '/api/admin/companies/import', person, { csv, commit: true })).statusCode).toBe(
        expected,
      );
      expect(
        (await call('PUT', `/api/companies/${manager.user.companyId}/title`, person, { titleId: null })).statusCode,
      ).toBe(expected);
      expect((await call('POST', `/api/admin/users/${client.user.id}/confirmation`, person)).statusCode).toBe(expected);
      expect(
        (await call('POST', `/api/admin/users/${client.user.id}/deletion`, person, { reason: 'testing' })).statusCode,
      ).toBe(expected);
    }
    expect(await companyCount()).toBe(1);
  });

  it('adds a company by hand: unverified, its manager invited in the chosen language, who then signs in', async () => {
    const added = await call('POST', '/api/admin/companies', admin, newCompany);
    expect(added.statusCode).toBe(201);
    const { companyId, managerId } = added.json();
    const [company] = await env.database.db.select().from(schema.companies).where(eq(schema.companies.id, companyId));
    expect(company).toMatchObject({ name: 'Baltic Ledger', city: 'krakow', verifiedAt: null });
    const [person] = await env.database.db.select().from(schema.users).where(eq(schema.users.id, managerId));
    expect(person).toMatchObject({ role: 'MANAGER', status: 'TEMPORARY', companyId, locale: 'pl' });

    const [mail] = await mailTo(newCompany.managerEmail);
    expect(mail?.subject).toBe('Zarządzaj firmą Baltic Ledger w Tendero');
    const token = mail?.text.match(/invitation=([\w-]+)/)?.[1];
    expect(token).toBeTruthy();
    // Nobody can sign in before the invitation sets a password.
    const early = await call('POST', '/api/auth/sign-in', undefined, {
      username: newCompany.managerEmail,
      password: 'x',
    });
    expect(early.statusCode).not.toBe(200);
    const accepted = await call('POST', '/api/auth/invitation/accept', undefined, {
      token,
      password: 'Nowe!Haslo77',
      passwordRepeat: 'Nowe!Haslo77',
      consent: true,
    });
    expect(accepted.statusCode).toBeLessThan(300);
    const signIn = await call('POST', '/api/auth/sign-in', undefined, {
      username: newCompany.managerEmail,
      password: 'Nowe!Haslo77',
    });
    expect(signIn.json()).toMatchObject({ role: 'MANAGER', userId: managerId });

    const log = await auditOf('company.add');
    expect(log[0]).toMatchObject({ targetId: companyId, detail: { name: 'Baltic Ledger' } });
  });

  it('refuses a manager e-mail that has an account and a name already used, on their fields, changing nothing', async () => {
    const before = await companyCount();
    const again = await call('POST', '/api/admin/companies', admin, {
      ...newCompany,
      name: 'baltic ledger',
      managerEmail: client.user.email,
    });
    expect(again.statusCode).toBe(409);
    expect(
      again
        .json()
        .fieldErrors.map((problem: { path: string }) => problem.path)
        .sort(),
    ).toEqual(['managerEmail', 'name']);
    const bad = await call(
      'POST',
      '/api/admin/companies',
      admin,
      { ...newCompany, managerEmail: 'nope', city: 'atlantis' },
      'pl',
    );
    expect(bad.statusCode).toBe(400);
    expect(await companyCount()).toBe(before);
  });

  it('previews a CSV with per-row problems and imports nothing while any row is bad', async () => {
    const before = await companyCount();
    const csv = csvOf([
      'Vistula Books,https://vb.example,Kraków,Pełna księgowość,Jan,Nowak,jan@vb.example,pl',
      'Odra Data,,Atlantis,custom-software-development,Anna,Lis,anna@odra.example,en',
      `Copycat,,,,Piotr,Kot,${client.user.email},en`,
      'Twice Ltd,,,,Ola,Kos,twice@example.test,en',
      'Twice Two,,,,Ola,Kos,TWICE@example.test,en',
      ',,,,No,Name,noname@example.test,xx',
    ]);
    const preview = await call('POST', '/api/admin/companies/import', admin, { csv });
    expect(preview.statusCode).toBe(200);
    const result = preview.json();
    expect(result).toMatchObject({ valid: 2, invalid: 4, imported: 0 });
    const problems = Object.fromEntries(
      result.rows.map((row: { line: number; problems: { field: string; messageKey: string }[] }) => [
        row.line,
        row.problems.map((problem) => `${problem.field}:${problem.messageKey}`),
      ]),
    );
    expect(problems[2]).toEqual([]);
    expect(problems[3]).toEqual(['city:admin.companies.errors.unknownCity']);
    expect(problems[4]).toEqual(['manager_email:admin.companies.errors.emailTaken']);
    expect(problems[5]).toEqual([]);
    expect(problems[6]).toEqual(['manager_email:admin.companies.errors.emailTwice']);
    expect(problems[7]).toEqual(expect.arrayContaining(['name:validation.required', 'language:validation.invalid']));
    expect(result.rows[0]).toMatchObject({ city: 'krakow', services: ['full-accounting'] });

    const committed = (await call('POST', '/api/admin/companies/import', admin, { csv, commit: true })).json();
    expect(committed).toMatchObject({ imported: 0, invalid: 4 });
    expect(await companyCount()).toBe(before);
    expect(await mailTo('jan@vb.example')).toEqual([]);
  });

  it('imports a clean file of 20 companies in one go, each manager invited, each recorded', async () => {
    const before = await companyCount();
    const lines = Array.from(
      { length: 20 },
      (_, index) =>
        `Import Co ${index + 1},,Warszawa,Web application development,Jan,Nowak${index},import${index}@example.test,en`,
    );
    const answer = await call('POST', '/api/admin/companies/import', admin, {
      csv: `\uFEFF${csvOf(lines)}`,
      commit: true,
    });
    expect(answer.json()).toMatchObject({ valid: 20, invalid: 0, imported: 20 });
    expect(await companyCount()).toBe(before + 20);
    expect((await mailTo('import7@example.test'))[0]?.subject).toBe('Manage Import Co 8 on Tendero');
    expect((await auditOf('company.import')).length).toBe(20);
    // The same file again: every name and e-mail is now taken, so nothing more is imported.
    const again = (
      await call('POST', '/api/admin/companies/import', admin, { csv: csvOf(lines), commit: true })
    ).json();
    expect(again).toMatchObject({ invalid: 20, imported: 0 });
  });

  it('reads a semicolon-separated file (as spreadsheets save CSV in Poland) with services separated by |', async () => {
    const csv = [
      header.replaceAll(',', ';'),
      'Gdańskie Biuro sp. z o.o.;;gdansk;Biuro rachunkowe | Obsługa kadrowo-płacowa;Jan;Nowak;semi@example.test;pl',
    ].join('\r\n');
    const preview = (await call('POST', '/api/admin/companies/import', admin, { csv }, 'pl')).json();
    expect(preview.rows[0]).toMatchObject({
      name: 'Gdańskie Biuro sp. z o.o.',
      cityName: 'Gdańsk',
      services: ['bookkeeping', 'payroll'],
      problems: [],
    });
  });

  it('reports an unreadable file and a file without the needed columns', async () => {
    const noColumns = (await call('POST', '/api/admin/companies/import', admin, { csv: 'a,b\n1,2' })).json();
    expect(noColumns.fileProblems[0].messageKey).toBe('admin.companies.errors.missingColumns');
    const broken = (await call('POST', '/api/admin/companies/import', admin, { csv: `${header}\n"unclosed,a` })).json();
    expect(broken.fileProblems[0].messageKey).toBe('admin.companies.errors.unreadable');
  });

  it('counts profiles added in total and this week, and filters the list by search, premium, city and category', async () => {
    const stats = (await call('GET', '/api/admin/companies/stats', admin)).json();
    const total = await companyCount();
    expect(stats.total).toBe(total);
    expect(stats.weeks).toHaveLength(12);
    expect(stats.weeks.at(-1).added).toBe(total);
    expect(stats.weeks.slice(0, 11).every((week: { added: number }) => week.added === 0)).toBe(true);

    const ids = (query: string) =>
      call('GET', `/api/admin/companies?${query}`, admin).then((answer) =>
        answer.json().items.map((row: { name: string }) => row.name),
      );
    expect(await ids('q=baltic')).toEqual(['Baltic Ledger']);
    expect(await ids('q=ewa%40baltic')).toEqual(['Baltic Ledger']);
    expect(await ids('city=krakow')).toEqual(['Baltic Ledger']);
    expect(await ids('category=software-development&city=krakow')).toEqual(['Baltic Ledger']);
    expect(await ids('category=finance-insurance&city=krakow')).toEqual([]);
    expect((await ids('city=warszawa')).length).toBe(20);
    expect(await ids('premium=yes')).toEqual([]);
    expect((await ids('premium=no&q=amber')).length).toBe(1);
  });

  it('gives a badge only when the company meets its rule, and records it', async () => {
    const companyId = manager.user.companyId as string;
    const refused = await call('PUT', `/api/companies/${companyId}/title`, admin, { titleId: 'verified' }, 'pl');
    expect(refused.statusCode).toBe(409);
    expect(refused.json().message).toMatch(/regu/i);
    for (const criterion of ['competencies', 'teamSize', 'portfolio', 'serviceQuality']) {
      await call('PUT', `/api/companies/${companyId}/verification/checks`, admin, {
        criterion,
        passed: true,
        note: 'Checked',
      });
    }
    const row = (await call('GET', '/api/admin/companies?state=verified&q=amber', admin)).json().items[0];
    expect(row.badges).toEqual([
      { id: 'verified', meetsRule: true },
      { id: 'top-rated', meetsRule: false },
      // Nobody has asked it anything yet: no response figures, so not a fast responder.
      { id: 'fast-responder', meetsRule: false },
    ]);
    expect(
      (await call('PUT', `/api/companies/${companyId}/title`, admin, { titleId: 'fast-responder' })).statusCode,
    ).toBe(409);
    expect((await call('PUT', `/api/companies/${companyId}/title`, admin, { titleId: 'top-rated' })).statusCode).toBe(
      409,
    );
    expect((await call('PUT', `/api/companies/${companyId}/title`, admin, { titleId: 'verified' })).statusCode).toBe(
      204,
    );
    const profile = (await call('GET', `/api/companies/${companyId}`, client)).json();
    expect(profile.companyTitleId).toBe('verified');
    // Withdrawing the verification takes the Verified badge with it.
    await call('POST', `/api/companies/${companyId}/verification/withdrawal`, admin, { note: 'Portfolio was fake' });
    const after = (await call('GET', '/api/admin/companies?q=amber', admin)).json().items[0];
    expect(after.titleId).toBeNull();
    const actions = (await call('GET', '/api/admin/audit', admin))
      .json()
      .items.map((entry: { action: string }) => entry.action);
    expect(actions).toEqual(expect.arrayContaining(['company.title', 'company.check', 'company.withdraw']));
  });

  it('sends a waiting account its e-mail again, and refuses for an account that waits for nothing', async () => {
    const [invited] = await env.database.db
      .select({ id: schema.users.id })
      .from(schema.users)
      .where(eq(schema.users.email, 'import3@example.test'));
    const sent = await call('POST', `/api/admin/users/${invited?.id}/confirmation`, admin);
    expect(sent.json()).toMatchObject({ kind: 'invitation' });
    expect((await mailTo('import3@example.test')).length).toBe(2);
    const active = await call('POST', `/api/admin/users/${client.user.id}/confirmation`, admin);
    expect(active.statusCode).toBe(409);
    expect((await auditOf('user.resend-confirmation'))[0]?.targetId).toBe(invited?.id);
  });

  it('deletes an account: its session ends at once, the user is told why; never an admin', async () => {
    const refused = await call('POST', `/api/admin/users/${rep.user.id}/deletion`, admin, { reason: '' });
    expect(refused.statusCode).toBe(400);
    expect((await call('GET', '/api/auth/session', rep)).statusCode).toBe(200);
    const deleted = await call('POST', `/api/admin/users/${rep.user.id}/deletion`, admin, { reason: 'Fake profile' });
    expect(deleted.statusCode).toBe(204);
    expect((await call('GET', '/api/auth/session', rep)).statusCode).toBe(401);
    const mail = await mailTo(rep.user.email);
    expect(mail.at(-1)?.subject).toBe('Your Tendero account has been deleted');
    expect(mail.at(-1)?.text).toContain('Fake profile');
    expect((await call('GET', `/api/admin/users?q=${rep.user.username}`, admin)).json().items).toEqual([]);
    const other = await signedInUser(env.app, env.accounts, { role: 'ADMIN', prefix: 'admin2' });
    expect(
      (await call('POST', `/api/admin/users/${other.user.id}/deletion`, admin, { reason: 'nope' })).statusCode,
    ).toBe(409);
    expect((await auditOf('user.delete'))[0]).toMatchObject({
      targetId: rep.user.id,
      detail: { reason: 'Fake profile' },
    });
  });
});
