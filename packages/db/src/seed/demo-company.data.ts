import type { CompanyProfileInput, EntryKind, PersonalProfileInput } from '@tendero/contracts';

/**
 * The demo company's profile (Nordwind Software): what a newcomer sees after `npm start`. It is stored in
 * English; `polish` holds the same texts in Polish, which the API shows on Polish pages (decision 0009).
 */
export const demoCompanyProfile: {
  details: CompanyProfileInput;
  entries: [EntryKind, Record<string, unknown>[]][];
  logoSvg: string;
  rep: PersonalProfileInput;
  client: PersonalProfileInput;
  polish: {
    description: string;
    entries: [EntryKind, Record<string, string>[]][];
    repBio: string;
    clientBio: string;
  };
} = {
  details: {
    name: 'Nordwind Software sp. z o.o.',
    description:
      'Nordwind builds web platforms and internal tools for logistics and manufacturing companies in Poland and Scandinavia. 38 engineers in Gdańsk, fixed-price discovery, two-week sprints and a named team lead for every client.',
    email: 'hello@nordwind.example',
    website: 'https://nordwind.example',
    country: 'PL',
    city: 'gdansk',
    postalCode: '80-834',
    address: 'ul. Długie Pobrzeże 12',
    teamSize: '10-49',
    foundedYear: 2014,
    services: ['custom-software-development', 'web-application-development', 'software-testing'],
    languages: ['pl', 'en', 'sv'],
    tags: ['logistics', 'manufacturing', 'React', 'Java'],
  },
  entries: [
    [
      'offer',
      [
        { name: 'Discovery workshop', description: 'Two days with your team: goals, users, risks and a costed plan.' },
        { name: 'Dedicated team', description: 'A cross-functional team of 3–8 people working in your backlog.' },
      ],
    ],
    [
      'promo',
      [
        {
          name: 'Spring code audit',
          description: 'A senior review of your codebase, security and delivery pipeline with a written report.',
          priceBefore: 12000,
          priceAfter: 8900,
          currency: 'PLN',
          conditionsBefore: '100% before the start',
          conditionsAfter: '50% before the start, 50% after the report',
        },
      ],
    ],
    [
      'course',
      [
        {
          name: 'React for product teams (2 days)',
          description: 'On-site or remote, up to 12 people.',
          price: 6500,
          currency: 'PLN',
        },
      ],
    ],
    [
      'step',
      [
        { title: 'Intro call', description: '30 minutes to understand your need.' },
        { title: 'Discovery workshop', description: 'Scope, risks and a costed plan.' },
        { title: 'Offer and contract', description: 'Fixed price or time and materials.' },
        { title: 'Sprints and demos', description: 'A working demo every two weeks.' },
      ],
    ],
    [
      'faq',
      [
        { question: 'Do you sign NDAs?', answer: 'Yes, before the first call if you wish.' },
        { question: 'Who owns the code?', answer: 'You do, from the first commit.' },
      ],
    ],
    [
      'consent',
      [
        {
          content: 'I agree that Nordwind Software sp. z o.o. may contact me about my inquiry.',
          // A consent is what a client accepts: the company writes it in both languages (issue 34).
          language: 'en',
          translation:
            'Zgadzam się, aby Nordwind Software sp. z o.o. kontaktowała się ze mną w sprawie mojego zapytania.',
        },
      ],
    ],
    [
      'portfolio',
      [
        {
          title: 'Freight booking portal',
          description: 'Self-service booking for 4,000 shippers of a Baltic forwarder.',
          link: 'https://nordwind.example/work/freight',
        },
      ],
    ],
  ],
  logoSvg:
    '<svg xmlns="http://www.w3.org/2000/svg" width="512" height="512"><rect width="512" height="512" rx="96" fill="#0f766e"/><text x="256" y="318" font-family="sans-serif" font-size="190" font-weight="700" fill="#ffffff" text-anchor="middle">NW</text></svg>',
  rep: {
    bio: 'I help logistics and manufacturing companies scope their software projects. Ask me about timelines, budgets and how we work.',
    languages: ['pl', 'en'],
    city: 'Gdańsk',
    organization: '',
    shareEmail: false,
    sharePhone: false,
  },
  client: {
    bio: 'I buy IT and marketing services for a family-owned furniture maker.',
    languages: ['pl', 'en'],
    city: 'Poznań',
    organization: 'Meble Lewandowscy sp. j.',
    shareEmail: false,
    sharePhone: false,
  },
  polish: {
    description:
      'Nordwind tworzy platformy internetowe i narzędzia wewnętrzne dla firm logistycznych i produkcyjnych w Polsce i Skandynawii. 38 inżynierów w Gdańsku, warsztat discovery w stałej cenie, dwutygodniowe sprinty i stały lider zespołu dla każdego klienta.',
    entries: [
      [
        'offer',
        [
          {
            name: 'Warsztat discovery',
            description: 'Dwa dni z Twoim zespołem: cele, użytkownicy, ryzyka i wyceniony plan.',
          },
          { name: 'Dedykowany zespół', description: 'Interdyscyplinarny zespół 3–8 osób pracujący na Twoim backlogu.' },
        ],
      ],
      [
        'promo',
        [
          {
            name: 'Wiosenny audyt kodu',
            description:
              'Przegląd kodu, bezpieczeństwa i procesu wdrożeń przez seniorów, zakończony pisemnym raportem.',
            conditionsBefore: '100% przed rozpoczęciem',
            conditionsAfter: '50% przed rozpoczęciem, 50% po raporcie',
          },
        ],
      ],
      [
        'course',
        [{ name: 'React dla zespołów produktowych (2 dni)', description: 'Stacjonarnie lub zdalnie, do 12 osób.' }],
      ],
      [
        'step',
        [
          { title: 'Rozmowa wstępna', description: '30 minut, by zrozumieć Twoją potrzebę.' },
          { title: 'Warsztat discovery', description: 'Zakres, ryzyka i wyceniony plan.' },
          { title: 'Oferta i umowa', description: 'Stała cena lub rozliczenie za czas i materiały.' },
          { title: 'Sprinty i prezentacje', description: 'Działające demo co dwa tygodnie.' },
        ],
      ],
      [
        'faq',
        [
          {
            question: 'Czy podpisujecie umowy o zachowaniu poufności (NDA)?',
            answer: 'Tak, jeśli chcesz – jeszcze przed pierwszą rozmową.',
          },
          { question: 'Do kogo należy kod?', answer: 'Do Ciebie, od pierwszego commita.' },
        ],
      ],
      [
        'consent',
        [
          {
            content:
              'Zgadzam się, aby Nordwind Software sp. z o.o. kontaktowała się ze mną w sprawie mojego zapytania.',
          },
        ],
      ],
      [
        'portfolio',
        [
          {
            title: 'Portal rezerwacji frachtu',
            description: 'Samoobsługowa rezerwacja dla 4000 nadawców bałtyckiej firmy spedycyjnej.',
          },
        ],
      ],
    ],
    repBio:
      'Pomagam firmom logistycznym i produkcyjnym określić zakres projektów programistycznych. Zapytaj mnie o terminy, budżety i to, jak pracujemy.',
    clientBio: 'Kupuję usługi IT i marketingowe dla rodzinnej firmy meblarskiej.',
  },
};

/** Every English text of the demo company with its Polish twin (the Polish entries mirror the English ones). */
export function demoCompanyTwins(): [en: string, pl: string][] {
  const { details, entries, rep, client, polish } = demoCompanyProfile;
  const twins: [string, string][] = [
    [details.description ?? '', polish.description],
    [rep.bio ?? '', polish.repBio],
    [client.bio ?? '', polish.clientBio],
  ];
  for (const [kind, items] of entries) {
    const translated = polish.entries.find(([other]) => other === kind)?.[1] ?? [];
    items.forEach((item, index) => {
      for (const [key, pl] of Object.entries(translated[index] ?? {})) {
        const en = item[key];
        if (typeof en === 'string') twins.push([en, pl]);
      }
    });
  }
  return twins;
}
