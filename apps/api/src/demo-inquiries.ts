import type { ApplicationFields, InquiryCreateInput } from '@tendero/contracts';
import type { Accounts } from '@tendero/domain/accounts';
import type { Inquiries } from '@tendero/domain/inquiries';
import { demoMarketplaceCompanies } from './demo-marketplace';

type DemoInquiry = {
  client: string;
  input: Omit<InquiryCreateInput, 'companyIds' | 'askAllFound' | 'currency'> & { currency?: 'PLN' | 'EUR' };
  /** How many reps of companies offering the first service answer, and which offer (by order) is accepted. */
  offers: number;
  accept?: number;
};

const day = 86_400_000;

/** Inquiries demo clients have published: open ones with offers to compare, one decided, one without offers. */
const demoInquiries: DemoInquiry[] = [
  {
    client: 'client',
    input: {
      services: ['full-accounting', 'payroll'],
      visibilityDays: 14,
      description:
        'Szukamy biura rachunkowego dla spółki z o.o. (12 osób, software house) od przyszłego miesiąca: pełna księgowość, kadry i płace, JPK. Dokumenty mamy w KSeF i w Google Drive.',
      budgetMin: 1200,
      budgetMax: 2500,
      city: 'warszawa',
      marketingConsent: true,
    },
    offers: 3,
  },
  {
    client: 'client',
    input: {
      services: ['website-development'],
      visibilityDays: 7,
      description:
        'A new bilingual (PL/EN) company website with a blog and a contact form, about 10 pages, built on a CMS our marketing team can edit.',
      budgetMin: 8000,
      budgetMax: 15000,
      marketingConsent: false,
    },
    offers: 2,
    accept: 0,
  },
  {
    client: 'client-1',
    input: {
      services: ['office-cleaning'],
      visibilityDays: 30,
      description:
        'Sprzątanie biura 400 m² w Krakowie, pięć razy w tygodniu po 18:00, z własnymi środkami czystości. Prosimy o ofertę miesięczną.',
      budgetMin: 3000,
      city: 'krakow',
      marketingConsent: false,
    },
    offers: 2,
  },
  {
    client: 'client-2',
    input: {
      services: ['sworn-translation'],
      visibilityDays: 3,
      description:
        'Sworn translation of 14 pages of company documents (articles of association, KRS extract) from Polish to German, needed within a week.',
      budgetMax: 2000,
      marketingConsent: true,
    },
    offers: 1,
  },
  {
    client: 'client-3',
    input: {
      services: ['search-engine-optimisation', 'content-marketing'],
      visibilityDays: 14,
      description:
        'Pozycjonowanie sklepu internetowego z meblami (ok. 2 000 produktów) i treści na bloga: szukamy partnera na minimum 6 miesięcy.',
      budgetMin: 2500,
      budgetMax: 5000,
      city: 'poznan',
      marketingConsent: true,
    },
    offers: 2,
  },
  {
    client: 'client-4',
    input: {
      services: ['custom-software-development'],
      visibilityDays: 30,
      description:
        'We need a small internal tool to plan shifts for 60 warehouse workers, integrated with our HR system (REST API). Fixed price preferred.',
      budgetMin: 40000,
      budgetMax: 80000,
      currency: 'PLN',
      city: 'wroclaw',
      marketingConsent: false,
    },
    offers: 0,
  },
];

const offerTexts = [
  {
    message:
      'Thank you for the clear brief. We have done this for several companies of your size and can start within two weeks.',
    scope: 'Everything in your brief, a named contact person, monthly reports and one review meeting a quarter.',
    paymentTerms: 'Monthly invoice, 14 days',
  },
  {
    message:
      'Dziękujemy za zapytanie. Przygotowaliśmy ofertę dopasowaną do Państwa potrzeb; chętnie omówimy szczegóły podczas krótkiej rozmowy.',
    scope: 'Pełen zakres z zapytania, opiekun klienta, raport miesięczny, wdrożenie w dwa tygodnie.',
    paymentTerms: 'Przelew 14 dni od faktury',
  },
  {
    message: 'We would be glad to help. Our offer includes onboarding at no extra cost and a fixed monthly price.',
    scope: 'The scope you described, onboarding, and support by e-mail and phone on working days.',
    paymentTerms: '50% upfront, 50% on delivery',
  },
];

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
    const inquiry = await inquiries.create(client, { currency: 'PLN', companyIds: [], ...demo.input });
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
