/**
 * Makes a demo data folder as a first `npm start` on a fresh folder does: migrated, then seeded by the
 * app's own call (seedDemoData: 88 companies through the use cases, minutes on a busy 2-core machine).
 * `npm test` runs it beside `next build` (scripts/test-all.mjs), and the run's servers (one per shard of the
 * journeys) start on copies of the folder instead of each seeding its own:
 *   node --import tsx e2e/seed-data.ts <folder>
 * The folder appears only when complete (made aside, then renamed).
 */
import { existsSync, renameSync, rmSync } from 'node:fs';
import { schema } from '@tendero/db';
import { loadConfig } from '../apps/api/src/config';
import { seedDemoFolder } from '../apps/api/src/seed/demo-folder';
import { e2eTotpSecret, journeyServerEnv } from './server-env';

const folder = process.argv[2];
if (!folder) throw new Error('usage: node --import tsx e2e/seed-data.ts <folder>');
const partial = `${folder}.partial`;
const started = Date.now();
rmSync(partial, { recursive: true, force: true });
const config = loadConfig({ ...journeyServerEnv, DATA_DIR: partial });
await seedDemoFolder(config, async ({ ran, accounts, database }) => {
  if (ran.length === 0) throw new Error('the demo seed found nothing to do on a fresh folder');
  // Journeys act as the demo admin: it has an authenticator with a known secret (helpers.ts answers the
  // second step). Two more admins have none yet: second-factor.spec.ts sets theirs up at first sign-in.
  const admin = await accounts.sessionOf('admin');
  if (!admin) throw new Error('the demo seed made no admin');
  await accounts.presetTotp(admin.userId, e2eTotpSecret);
  // A Polish demo company with its tax identity (valid NIP), so the złoty journey (premium-pln.spec.ts) sees
  // its prices with 23 % VAT: Chmura Północ sp. z o.o., Gdańsk (manager mgr-chmura-polnoc, Polish).
  const chmura = await accounts.sessionOf('mgr-chmura-polnoc');
  if (!chmura?.companyId) throw new Error('the demo seed made no Chmura Północ');
  await database.db
    .insert(schema.companyTaxIdentities)
    .values({
      companyId: chmura.companyId,
      country: 'PL',
      legalName: 'Chmura Północ sp. z o.o.',
      nip: '5832151002',
      street: 'ul. Długi Targ 1',
      postalCode: '80-828',
      city: 'Gdańsk',
      vatCheck: 'not_applicable',
    })
    // The demo seed may give it one itself (the tax-identity part of issue 38): that one stays.
    .onConflictDoNothing();
  for (const locale of ['en', 'pl'] as const) {
    await accounts.createAccount({
      email: `first-admin-${locale}@tendero.test`,
      username: `first-admin-${locale}`,
      password: 'Tendero!2026',
      firstName: 'Ada',
      lastName: 'Pierwsza',
      phone: null,
      role: 'ADMIN',
      status: 'ACTIVE',
      locale,
    });
  }
});
if (existsSync(folder)) rmSync(folder, { recursive: true, force: true });
renameSync(partial, folder);
console.info(`== demo data seeded into ${folder} in ${Math.round((Date.now() - started) / 1000)} s`);
