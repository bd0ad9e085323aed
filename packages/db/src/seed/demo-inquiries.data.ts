import type { InquiryCreateInput } from '@tendero/contracts';

export type DemoInquiry = {
  client: string;
  input: Omit<InquiryCreateInput, 'companyIds' | 'askAllFound' | 'currency' | 'private'> & { currency?: 'PLN' | 'EUR' };
  /** How many reps of companies offering the first service answer, and which offer (by order) is accepted. */
  offers: number;
  accept?: number;
};

export const day = 86_400_000;

/** Inquiries demo clients have published: open ones with offers to compare, one decided, one without offers. */
export const demoInquiries: DemoInquiry[] = [
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

export const offerTexts = [
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
