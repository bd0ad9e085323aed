import type { ApplicationFields } from '@tendero/contracts';
import { day, demoInquiries, offerTexts } from '@tendero/db/seed';
import type { Accounts } from '@tendero/domain/accounts';
import type { Inquiries } from '@tendero/domain/inquiries';
import { demoMarketplaceCompanies } from './demo-marketplace-build';

/**
 * Demo inquiries and offers: so /orders/find, /orders/my with its offer comparison and the
 * leads of the demo companies are not empty on a fresh start. Idempotent: skipped once the demo client
 * has any inquiry.
 */
export async function seedDemoInquiries(deps: { accounts: Accounts; inquiries: Inquiries }): Promise<void> {
  const { accounts, inquiries } = deps;
  const demoClient = await accounts.sessionOf('client');
  if (!demoClient || (await inquiries.mine(demoClient)).items.length > 0) return;
  const companies = demoMarketplaceCompanies().filter((company) => company.state === 'V');
  const validUntil = new Date(Date.now() + 30 * day).toISOString().slice(0, 10);
  for (const [index, demo] of demoInquiries.entries()) {
    const client = await accounts.sessionOf(demo.client);
    if (!client) continue;
    const inquiry = await inquiries.create(client, { currency: 'PLN', companyIds: [], private: false, ...demo.input });
    const service = demo.input.services[0] as string;
    const offering = companies.filter((company) => company.details.services.includes(service)).slice(0, demo.offers);
    const offerIds: string[] = [];
    for (const [n, company] of offering.entries()) {
      const rep = await accounts.sessionOf(`rep-${company.slug}`);
      if (!rep) continue;
      const base = demo.input.budgetMin ?? demo.input.budgetMax ?? 1000;
      const text = offerTexts[(index + n) % offerTexts.length] as (typeof offerTexts)[number];
      const fields: ApplicationFields = {
        ...text,
        priceMin: Math.round((base * (0.9 + n * 0.15)) / 10) * 10,
        priceMax: n === 1 ? Math.round((base * 1.4) / 10) * 10 : undefined,
        currency: demo.input.currency ?? 'PLN',
        timelineDays: 7 + n * 7,
        validUntil,
      };
      offerIds.push((await inquiries.apply(rep, inquiry.id, fields)).id);
    }
    const accepted = demo.accept !== undefined ? offerIds[demo.accept] : undefined;
    if (accepted) await inquiries.accept(client, inquiry.id, accepted);
  }
}
