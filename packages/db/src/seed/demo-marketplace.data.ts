import type { TeamSize, VerificationCriterion, WorkLanguage } from '@tendero/contracts';

/**
 * The demo marketplace: 88 companies in all 21 catalogue categories, in every Polish city of the
 * places list and in EU business cities, each with a manager and a sales rep, ~85% verified by the demo
 * admin, and reviews by 15 demo clients. Everything is generated from the compact tables below with a PRNG
 * seeded by each company's slug, so every installation gets the same data and adding a row moves no other.
 */

export type Lang = 'en' | 'pl';
/** [English name or question, English text, Polish name or question, Polish text]. */
export type Item = readonly [enName: string, enText: string, plName: string, plText: string];
export type Pair = readonly [en: string, pl: string];

export type Sector = {
  /** Services of the sector's category; a company offers 2–5 of them (one may come from `related`). */
  services: readonly string[];
  /** Services of a neighbouring category that some companies also offer. */
  related: readonly string[];
  tags: readonly string[];
  /** Opening sentences of the description. */
  about: readonly Pair[];
  offers: readonly Item[];
  /** A promotion with its prices in PLN (before, after). */
  promo: { item: Item; pln: readonly [number, number] };
  course: { item: Item; pln: number };
  faqs: readonly Item[];
};

export const sectors = {
  software: {
    services: [
      'custom-software-development',
      'web-application-development',
      'system-integration',
      'legacy-modernisation',
      'software-testing',
      'developer-outsourcing',
      'mvp-development',
      'erp-implementation',
    ],
    related: ['ux-ui-design', 'ci-cd-pipelines', 'cloud-migration'],
    tags: ['Java', '.NET', 'React', 'Python', 'fintech', 'manufacturing', 'SaaS', 'TypeScript'],
    about: [
      [
        'We design and build custom business software: web platforms, internal tools and integrations with the systems you already use.',
        'Projektujemy i budujemy oprogramowanie na zamówienie: platformy webowe, narzędzia wewnętrzne i integracje z systemami, z których już korzystasz.',
      ],
      [
        'Our engineers take over products at any stage, from a first MVP to the modernisation of a fifteen-year-old system.',
        'Nasi inżynierowie przejmują produkty na każdym etapie – od pierwszego MVP po modernizację piętnastoletniego systemu.',
      ],
    ],
    offers: [
      [
        'Discovery workshop',
        'Two days with your team to agree on goals, risks, architecture and a costed plan.',
        'Warsztat discovery',
        'Dwa dni z Twoim zespołem: cele, ryzyka, architektura i wyceniony plan prac.',
      ],
      [
        'Dedicated development team',
        'A team of 3–8 developers, a tester and a team lead working in your backlog.',
        'Dedykowany zespół programistów',
        'Zespół 3–8 programistów z testerem i liderem, pracujący na Twoim backlogu.',
      ],
      [
        'MVP in 12 weeks',
        'A first version of your product in production in twelve weeks, at a fixed price.',
        'MVP w 12 tygodni',
        'Pierwsza wersja produktu na produkcji w dwanaście tygodni, w stałej cenie.',
      ],
    ],
    promo: {
      item: [
        'Code audit',
        'A senior review of your code, architecture and delivery pipeline with a written report.',
        'Audyt kodu',
        'Przegląd kodu, architektury i procesu wdrożeń przez seniorów, zakończony pisemnym raportem.',
      ],
      pln: [12000, 8900],
    },
    course: {
      item: [
        'Clean code for teams (2 days)',
        'Workshops on refactoring, testing and code review, on site or remote, up to 12 people.',
        'Czysty kod w zespole (2 dni)',
        'Warsztaty z refaktoryzacji, testów i code review, stacjonarnie lub zdalnie, do 12 osób.',
      ],
      pln: 5800,
    },
    faqs: [
      [
        'Who owns the source code?',
        'You do: all rights pass to you with each paid invoice, and the code lives in your repository from day one.',
        'Do kogo należy kod źródłowy?',
        'Do Ciebie: prawa przechodzą na Ciebie z każdą opłaconą fakturą, a kod od pierwszego dnia jest w Twoim repozytorium.',
      ],
      [
        'Do you work at a fixed price or on time and materials?',
        'Both: a fixed price for a well-defined scope, time and materials with a monthly cap for evolving products.',
        'Pracujecie w stałej cenie czy w modelu time & materials?',
        'W obu: stała cena przy dobrze opisanym zakresie, time & materials z miesięcznym limitem przy produktach, które się zmieniają.',
      ],
    ],
  },
  web: {
    services: [
      'website-development',
      'landing-pages',
      'wordpress-development',
      'online-store-development',
      'shopify-stores',
      'woocommerce-stores',
      'marketplace-integration',
      'payment-gateway-integration',
      'website-maintenance',
    ],
    related: ['search-engine-optimisation', 'ux-ui-design', 'ecommerce-seo'],
    tags: ['WordPress', 'Shopify', 'WooCommerce', 'PrestaShop', 'Allegro', 'B2B'],
    about: [
      [
        'We build company websites and online stores that load fast, rank well and are easy for your team to update.',
        'Tworzymy strony firmowe i sklepy internetowe, które szybko się ładują, dobrze się pozycjonują i są łatwe w samodzielnej edycji.',
      ],
      [
        'We connect online stores with Allegro, Amazon, payment gateways and the ERP that runs your warehouse.',
        'Łączymy sklepy internetowe z Allegro, Amazonem, bramkami płatności i systemem ERP, który obsługuje Twój magazyn.',
      ],
    ],
    offers: [
      [
        'Company website',
        'A responsive website of up to 10 pages with a CMS, contact forms and basic SEO.',
        'Strona firmowa',
        'Responsywna strona do 10 podstron z CMS-em, formularzami kontaktowymi i podstawowym SEO.',
      ],
      [
        'Online store on Shopify or WooCommerce',
        'Store setup, theme, payments, shipping and product import.',
        'Sklep na Shopify lub WooCommerce',
        'Konfiguracja sklepu, szablon, płatności, wysyłki i import produktów.',
      ],
      [
        'Maintenance plan',
        'Updates, backups, uptime monitoring and two hours of changes every month.',
        'Abonament opieki',
        'Aktualizacje, kopie zapasowe, monitoring dostępności i dwie godziny zmian w każdym miesiącu.',
      ],
    ],
    promo: {
      item: [
        'Landing page in 10 days',
        'A conversion-focused landing page with analytics and an A/B test set up.',
        'Landing page w 10 dni',
        'Landing page nastawiony na konwersję, z analityką i skonfigurowanym testem A/B.',
      ],
      pln: [4500, 3200],
    },
    course: {
      item: [
        'WooCommerce for shop owners (1 day)',
        'How to manage products, orders, discounts and reports in your own store.',
        'WooCommerce dla właścicieli sklepów (1 dzień)',
        'Jak samodzielnie zarządzać produktami, zamówieniami, rabatami i raportami w sklepie.',
      ],
      pln: 1200,
    },
    faqs: [
      [
        'Can I edit the website myself?',
        'Yes. Every site comes with a CMS and a one-hour training session for your team.',
        'Czy mogę sam edytować stronę?',
        'Tak. Każda strona ma CMS, a Twój zespół przechodzi godzinne szkolenie z jego obsługi.',
      ],
      [
        'Do you handle hosting and domains?',
        'We can: we host on European servers or set everything up on your own account.',
        'Czy zajmujecie się hostingiem i domeną?',
        'Tak: hostujemy na serwerach w Europie albo konfigurujemy wszystko na Twoim koncie.',
      ],
    ],
  },
  mobile: {
    services: [
      'ios-app-development',
      'android-app-development',
      'cross-platform-apps',
      'mobile-app-design',
      'mobile-app-maintenance',
      'progressive-web-apps',
      'app-store-optimisation',
    ],
    related: ['ux-ui-design', 'mvp-development'],
    tags: ['Flutter', 'React Native', 'Swift', 'Kotlin', 'retail', 'healthcare'],
    about: [
      [
        'We create iOS and Android apps for retailers, service companies and startups, from the first prototype to the store release.',
        'Tworzymy aplikacje na iOS i Androida dla sieci handlowych, firm usługowych i startupów – od pierwszego prototypu po publikację w sklepach.',
      ],
      [
        'One cross-platform codebase in Flutter or React Native keeps your costs down without compromising the user experience.',
        'Jeden kod we Flutterze lub React Native obniża koszty bez kompromisów w wygodzie użytkowników.',
      ],
    ],
    offers: [
      [
        'Clickable prototype',
        'A tested prototype of the key screens in two weeks, ready to show investors or users.',
        'Klikalny prototyp',
        'Przetestowany prototyp kluczowych ekranów w dwa tygodnie, gotowy do pokazania inwestorom lub użytkownikom.',
      ],
      [
        'Cross-platform app',
        'One Flutter or React Native app for iOS and Android, with a backend and the store release.',
        'Aplikacja wieloplatformowa',
        'Jedna aplikacja we Flutterze lub React Native na iOS i Androida, z backendem i publikacją w sklepach.',
      ],
      [
        'App care plan',
        'Updates for new OS versions, crash monitoring and small improvements every month.',
        'Opieka nad aplikacją',
        'Aktualizacje pod nowe wersje systemów, monitoring błędów i drobne usprawnienia co miesiąc.',
      ],
    ],
    promo: {
      item: [
        'App audit',
        'A review of your app’s code, performance, ratings and store listing with a list of fixes.',
        'Audyt aplikacji',
        'Przegląd kodu, wydajności, ocen i wizytówki w sklepie z listą rekomendowanych poprawek.',
      ],
      pln: [7000, 4900],
    },
    course: {
      item: [
        'Flutter from scratch (3 days)',
        'A hands-on course for developers who already know another language.',
        'Flutter od podstaw (3 dni)',
        'Praktyczny kurs dla programistów, którzy znają już inny język.',
      ],
      pln: 3900,
    },
    faqs: [
      [
        'How long does a first version take?',
        'Usually 10 to 16 weeks, depending on the number of screens and integrations.',
        'Ile trwa przygotowanie pierwszej wersji?',
        'Zwykle od 10 do 16 tygodni, zależnie od liczby ekranów i integracji.',
      ],
      [
        'Do you publish the app in the stores?',
        'Yes, we prepare the listings and handle the review process in the App Store and Google Play.',
        'Czy publikujecie aplikację w sklepach?',
        'Tak, przygotowujemy wizytówki i przeprowadzamy proces publikacji w App Store i Google Play.',
      ],
    ],
  },
  it: {
    services: [
      'it-outsourcing',
      'helpdesk',
      'network-administration',
      'server-administration',
      'computer-servicing',
      'backup-recovery',
      'office-suite-administration',
      'it-equipment-rental',
      'structured-cabling',
    ],
    related: ['endpoint-protection', 'cloud-migration'],
    tags: ['Microsoft 365', 'SLA 4h', 'Fortinet', 'Windows Server', 'SMB'],
    about: [
      [
        'We look after the IT of small and medium-sized companies – computers, networks, servers and Microsoft 365 – for one monthly fee.',
        'Zajmujemy się informatyką małych i średnich firm – komputerami, sieciami, serwerami i Microsoft 365 – w ramach jednego miesięcznego abonamentu.',
      ],
      [
        'Our helpdesk answers within an hour, and our technicians come on site when a remote fix is not enough.',
        'Nasz helpdesk odpowiada w ciągu godziny, a technicy przyjeżdżają na miejsce, gdy zdalna pomoc nie wystarcza.',
      ],
    ],
    offers: [
      [
        'IT outsourcing subscription',
        'Helpdesk, monitoring, updates and on-site visits for a fixed monthly fee per workstation.',
        'Abonament informatyczny',
        'Helpdesk, monitoring, aktualizacje i wizyty na miejscu w stałej miesięcznej opłacie za stanowisko.',
      ],
      [
        'Office network setup',
        'Cabling, Wi-Fi, firewall and VPN for a new or relocated office.',
        'Sieć w biurze',
        'Okablowanie, Wi-Fi, firewall i VPN dla nowego lub przenoszonego biura.',
      ],
      [
        'Backup and recovery',
        'Automatic backups of servers and Microsoft 365 with a tested recovery plan.',
        'Kopie zapasowe i odtwarzanie',
        'Automatyczne kopie serwerów i Microsoft 365 z przetestowanym planem odtworzenia.',
      ],
    ],
    promo: {
      item: [
        'IT audit for small offices',
        'An inventory of hardware, licences and security gaps with a prioritised plan.',
        'Audyt IT dla małego biura',
        'Inwentaryzacja sprzętu, licencji i luk w bezpieczeństwie z planem działań według priorytetów.',
      ],
      pln: [2500, 1500],
    },
    course: {
      item: [
        'Microsoft 365 for office teams (1 day)',
        'Outlook, Teams, OneDrive and SharePoint used the way they were meant to be.',
        'Microsoft 365 w pracy biura (1 dzień)',
        'Outlook, Teams, OneDrive i SharePoint wykorzystane tak, jak powinny.',
      ],
      pln: 900,
    },
    faqs: [
      [
        'How quickly do you react to a failure?',
        'Within one hour on business days; critical failures are fixed within four hours, on site if needed.',
        'Jak szybko reagujecie na awarię?',
        'W ciągu godziny w dni robocze; awarie krytyczne usuwamy w ciągu czterech godzin, w razie potrzeby na miejscu.',
      ],
      [
        'Do you also work with companies outside the city?',
        'Yes. Most issues are solved remotely, and we travel for installations.',
        'Czy obsługujecie firmy spoza miasta?',
        'Tak. Większość zgłoszeń rozwiązujemy zdalnie, a na instalacje dojeżdżamy.',
      ],
    ],
  },
  cloud: {
    services: [
      'cloud-migration',
      'aws-consulting',
      'azure-consulting',
      'google-cloud-consulting',
      'ci-cd-pipelines',
      'kubernetes-containers',
      'infrastructure-as-code',
      'cloud-cost-optimisation',
      'monitoring-sre',
    ],
    related: ['server-administration', 'security-audit'],
    tags: ['AWS', 'Azure', 'Kubernetes', 'Terraform', 'FinOps', 'GitLab'],
    about: [
      [
        'We move applications to AWS, Azure and Google Cloud and keep them running with automated pipelines and monitoring.',
        'Przenosimy aplikacje do AWS, Azure i Google Cloud i utrzymujemy je dzięki zautomatyzowanym wdrożeniom i monitoringowi.',
      ],
      [
        'Our certified engineers describe every environment as code, so it can be rebuilt and audited at any time.',
        'Nasi certyfikowani inżynierowie opisują każde środowisko jako kod, więc można je w każdej chwili odtworzyć i skontrolować.',
      ],
    ],
    offers: [
      [
        'Cloud migration',
        'Assessment, a migration plan and the move of your applications with minimal downtime.',
        'Migracja do chmury',
        'Analiza, plan migracji i przeniesienie aplikacji przy minimalnym przestoju.',
      ],
      [
        'CI/CD pipelines',
        'Automated builds, tests and deployments in GitLab, GitHub or Azure DevOps.',
        'Potoki CI/CD',
        'Automatyczne budowanie, testy i wdrożenia w GitLabie, GitHubie lub Azure DevOps.',
      ],
      [
        '24/7 monitoring and on-call',
        'Alerting, dashboards and an engineer on call for your production systems.',
        'Monitoring i dyżury 24/7',
        'Alerty, dashboardy i dyżurny inżynier dla Twoich systemów produkcyjnych.',
      ],
    ],
    promo: {
      item: [
        'Cloud cost review',
        'We find what you overpay for in AWS or Azure; most clients save 20–35%.',
        'Przegląd kosztów chmury',
        'Wskazujemy, za co przepłacasz w AWS lub Azure; większość klientów oszczędza 20–35%.',
      ],
      pln: [9000, 6000],
    },
    course: {
      item: [
        'Kubernetes for developers (2 days)',
        'Containers, deployments, services and debugging on a real cluster.',
        'Kubernetes dla programistów (2 dni)',
        'Kontenery, wdrożenia, serwisy i diagnozowanie problemów na prawdziwym klastrze.',
      ],
      pln: 4200,
    },
    faqs: [
      [
        'Which clouds do you support?',
        'AWS, Microsoft Azure and Google Cloud; we also run hybrid setups with on-premise servers.',
        'Z jakimi chmurami pracujecie?',
        'Z AWS, Microsoft Azure i Google Cloud; obsługujemy też środowiska hybrydowe z serwerami lokalnymi.',
      ],
      [
        'Will we depend on you?',
        'No. Everything is written as code in your repository and documented for your team.',
        'Czy uzależnimy się od Was?',
        'Nie. Wszystko jest zapisane jako kod w Twoim repozytorium i udokumentowane dla Twojego zespołu.',
      ],
    ],
  },
  cyber: {
    services: [
      'penetration-testing',
      'security-audit',
      'security-operations-centre',
      'nis2-compliance',
      'iso-27001',
      'security-awareness-training',
      'incident-response',
      'endpoint-protection',
    ],
    related: ['gdpr-compliance', 'backup-recovery'],
    tags: ['NIS2', 'ISO 27001', 'OSCP', 'SOC', 'red team', 'DORA'],
    about: [
      [
        'We test, audit and protect the systems of companies that cannot afford a breach: manufacturers, banks, hospitals and software vendors.',
        'Testujemy, audytujemy i chronimy systemy firm, które nie mogą sobie pozwolić na incydent: producentów, banków, szpitali i dostawców oprogramowania.',
      ],
      [
        'Our team holds OSCP, CISSP and ISO 27001 lead auditor certificates and prepares companies for NIS2.',
        'Nasz zespół ma certyfikaty OSCP, CISSP i audytora wiodącego ISO 27001 oraz przygotowuje firmy do wymogów NIS2.',
      ],
    ],
    offers: [
      [
        'Penetration test',
        'A web, mobile or infrastructure pentest with a report for management and developers.',
        'Test penetracyjny',
        'Pentest aplikacji webowej, mobilnej lub infrastruktury z raportem dla zarządu i programistów.',
      ],
      [
        'NIS2 readiness',
        'A gap analysis against NIS2, policies and a plan you can show to the regulator.',
        'Przygotowanie do NIS2',
        'Analiza luk względem NIS2, polityki i plan działań, który pokażesz regulatorowi.',
      ],
      [
        'SOC as a service',
        'Round-the-clock monitoring of your logs and endpoints with incident response.',
        'SOC w abonamencie',
        'Całodobowe monitorowanie logów i stacji roboczych z reagowaniem na incydenty.',
      ],
    ],
    promo: {
      item: [
        'Phishing simulation',
        'A realistic phishing campaign for your staff with a short training for those who clicked.',
        'Symulacja phishingu',
        'Realistyczna kampania phishingowa dla pracowników z krótkim szkoleniem dla tych, którzy kliknęli.',
      ],
      pln: [6000, 4200],
    },
    course: {
      item: [
        'Security awareness for employees (half day)',
        'Phishing, passwords, remote work and reporting incidents, with a test at the end.',
        'Cyberbezpieczeństwo dla pracowników (pół dnia)',
        'Phishing, hasła, praca zdalna i zgłaszanie incydentów, z testem na zakończenie.',
      ],
      pln: 2400,
    },
    faqs: [
      [
        'Is a penetration test safe for production?',
        'Yes. We agree the scope and time windows in advance and stop at once if anything looks unstable.',
        'Czy test penetracyjny jest bezpieczny dla produkcji?',
        'Tak. Zakres i okna czasowe ustalamy z góry, a przy najmniejszej niestabilności natychmiast przerywamy.',
      ],
      [
        'Does NIS2 apply to my company?',
        'It applies to medium and large companies in many sectors; we check it for you free of charge in a 30-minute call.',
        'Czy NIS2 dotyczy mojej firmy?',
        'Obejmuje średnie i duże firmy z wielu sektorów; sprawdzimy to bezpłatnie podczas 30-minutowej rozmowy.',
      ],
    ],
  },
  data: {
    services: [
      'business-intelligence',
      'data-engineering',
      'data-warehouses',
      'machine-learning',
      'ai-chatbots',
      'generative-ai',
      'process-automation-rpa',
      'data-analysis',
      'power-bi-reports',
    ],
    related: ['system-integration', 'digital-transformation'],
    tags: ['Power BI', 'Python', 'Snowflake', 'LLM', 'dbt', 'forecasting'],
    about: [
      [
        'We turn scattered company data into reports, forecasts and AI assistants that people actually use.',
        'Zamieniamy rozproszone dane firmy w raporty, prognozy i asystentów AI, z których ludzie naprawdę korzystają.',
      ],
      [
        'We build data warehouses, Power BI dashboards and machine learning models for sales, logistics and finance teams.',
        'Budujemy hurtownie danych, raporty Power BI i modele uczenia maszynowego dla działów sprzedaży, logistyki i finansów.',
      ],
    ],
    offers: [
      [
        'Power BI dashboards',
        'Sales, finance or operations dashboards connected to your ERP and refreshed daily.',
        'Raporty Power BI',
        'Dashboardy sprzedażowe, finansowe lub operacyjne podłączone do ERP i odświeżane codziennie.',
      ],
      [
        'AI assistant for your documents',
        'A chatbot that answers employees’ questions from your own documents, hosted in the EU.',
        'Asystent AI do Twoich dokumentów',
        'Chatbot odpowiadający pracownikom na pytania na podstawie Twoich dokumentów, hostowany w UE.',
      ],
      [
        'Demand forecasting',
        'A machine learning model that predicts sales for each product and warehouse.',
        'Prognozowanie popytu',
        'Model uczenia maszynowego przewidujący sprzedaż dla każdego produktu i magazynu.',
      ],
    ],
    promo: {
      item: [
        'AI use-case workshop',
        'One day to find and cost the three AI projects with the best return in your company.',
        'Warsztat zastosowań AI',
        'Jeden dzień na znalezienie i wycenę trzech projektów AI o najlepszym zwrocie w Twojej firmie.',
      ],
      pln: [8000, 5500],
    },
    course: {
      item: [
        'Power BI in practice (2 days)',
        'Data modelling, DAX and report design for analysts and controllers.',
        'Power BI w praktyce (2 dni)',
        'Modelowanie danych, DAX i projektowanie raportów dla analityków i kontrolerów.',
      ],
      pln: 2200,
    },
    faqs: [
      [
        'Where is our data processed?',
        'In EU data centres only, under a data processing agreement that we sign with every client.',
        'Gdzie przetwarzane są nasze dane?',
        'Wyłącznie w centrach danych w UE, na podstawie umowy powierzenia, którą podpisujemy z każdym klientem.',
      ],
      [
        'Do we need a data warehouse first?',
        'Not always. We often start with a single report on existing sources and grow from there.',
        'Czy najpierw potrzebujemy hurtowni danych?',
        'Nie zawsze. Często zaczynamy od jednego raportu na istniejących źródłach i rozwijamy go dalej.',
      ],
    ],
  },
  marketing: {
    services: [
      'google-ads',
      'social-media-advertising',
      'social-media-management',
      'email-marketing',
      'marketing-strategy',
      'b2b-lead-generation',
      'marketing-automation',
      'public-relations',
      'influencer-marketing',
    ],
    related: ['search-engine-optimisation', 'content-marketing', 'brand-identity'],
    tags: ['Google Ads', 'Meta Ads', 'LinkedIn', 'HubSpot', 'B2B', 'e-commerce'],
    about: [
      [
        'We plan and run campaigns that bring B2B leads and online sales, with every part of the budget tied to a result.',
        'Planujemy i prowadzimy kampanie, które przynoszą leady B2B i sprzedaż online, a każda wydana złotówka ma przypisany wynik.',
      ],
      [
        'Our specialists are certified Google and Meta partners and report results in plain language every month.',
        'Nasi specjaliści są certyfikowanymi partnerami Google i Meta, a wyniki raportują co miesiąc prostym językiem.',
      ],
    ],
    offers: [
      [
        'Google Ads campaign management',
        'Setup, optimisation and monthly reporting of search, shopping and YouTube campaigns.',
        'Prowadzenie kampanii Google Ads',
        'Konfiguracja, optymalizacja i comiesięczny raport kampanii w wyszukiwarce, Google Shopping i YouTube.',
      ],
      [
        'LinkedIn lead generation',
        'Targeted campaigns and outreach that book meetings with decision-makers.',
        'Pozyskiwanie leadów na LinkedIn',
        'Precyzyjnie targetowane kampanie i outreach, które umawiają spotkania z decydentami.',
      ],
      [
        'Social media management',
        'A content plan, posts and community management on two platforms.',
        'Prowadzenie mediów społecznościowych',
        'Plan treści, publikacje i moderacja na dwóch platformach.',
      ],
    ],
    promo: {
      item: [
        'Ad account audit',
        'A review of your Google Ads or Meta account with a list of quick wins.',
        'Audyt konta reklamowego',
        'Przegląd konta Google Ads lub Meta z listą szybkich usprawnień.',
      ],
      pln: [2000, 1200],
    },
    course: {
      item: [
        'Google Ads for marketers (2 days)',
        'Campaign structure, bidding, conversion tracking and reporting.',
        'Google Ads dla marketerów (2 dni)',
        'Struktura kampanii, strategie stawek, śledzenie konwersji i raportowanie.',
      ],
      pln: 1900,
    },
    faqs: [
      [
        'What budget do I need?',
        'We recommend a media budget of at least 700 EUR a month for reliable results.',
        'Jakiego budżetu potrzebuję?',
        'Zalecamy co najmniej 3000 zł miesięcznie na media, żeby wyniki były wiarygodne.',
      ],
      [
        'How long is the contract?',
        'Three months to start with, then month to month with a 30-day notice period.',
        'Na jak długo podpisujemy umowę?',
        'Na początek na trzy miesiące, potem bezterminowo z 30-dniowym okresem wypowiedzenia.',
      ],
    ],
  },
  seo: {
    services: [
      'seo-audit',
      'search-engine-optimisation',
      'local-seo',
      'ecommerce-seo',
      'copywriting',
      'content-marketing',
      'blog-articles',
      'link-building',
    ],
    related: ['google-ads', 'website-maintenance'],
    tags: ['SEO', 'Google Search Console', 'content', 'local SEO', 'e-commerce'],
    about: [
      [
        'We help companies get found on Google through technical SEO, useful content and careful link building.',
        'Pomagamy firmom być widocznymi w Google dzięki technicznemu SEO, wartościowym treściom i rozważnemu link buildingowi.',
      ],
      [
        'Our copywriters write in Polish, English and German for company websites, online stores and industry blogs.',
        'Nasi copywriterzy piszą po polsku, angielsku i niemiecku – na strony firmowe, do sklepów internetowych i na blogi branżowe.',
      ],
    ],
    offers: [
      [
        'SEO audit',
        'A technical and content audit of your site with a prioritised list of changes.',
        'Audyt SEO',
        'Techniczny i treściowy audyt serwisu z listą zmian uporządkowaną według priorytetów.',
      ],
      [
        'Monthly SEO care',
        'On-page work, content and links every month, reported against agreed keywords.',
        'Stała obsługa SEO',
        'Co miesiąc optymalizacja, treści i linki, z raportem dla uzgodnionych fraz.',
      ],
      [
        'Product descriptions',
        'Unique, search-friendly descriptions for online stores, from 100 products.',
        'Opisy produktów',
        'Unikalne, przyjazne wyszukiwarkom opisy produktów dla sklepów internetowych, od 100 sztuk.',
      ],
    ],
    promo: {
      item: [
        'Local SEO starter',
        'Google Business Profile, local landing pages and directory listings for one location.',
        'Lokalne SEO na start',
        'Profil firmy w Google, lokalne podstrony i wpisy w katalogach dla jednej lokalizacji.',
      ],
      pln: [3000, 1900],
    },
    course: {
      item: [
        'SEO copywriting (1 day)',
        'How to write texts that rank and sell, with exercises on your own pages.',
        'Copywriting SEO (1 dzień)',
        'Jak pisać teksty, które się pozycjonują i sprzedają – z ćwiczeniami na Twoich stronach.',
      ],
      pln: 1100,
    },
    faqs: [
      [
        'When will I see results?',
        'Usually after three to six months, depending on the competition and the state of your site.',
        'Kiedy zobaczę efekty?',
        'Zwykle po trzech do sześciu miesiącach, zależnie od konkurencji i stanu serwisu.',
      ],
      [
        'Do you guarantee first place on Google?',
        'No honest agency can. We commit to the work plan and report traffic and leads.',
        'Czy gwarantujecie pierwsze miejsce w Google?',
        'Żadna uczciwa agencja tego nie zrobi. Zobowiązujemy się do planu prac i raportujemy ruch oraz zapytania.',
      ],
    ],
  },
  design: {
    services: [
      'logo-design',
      'brand-identity',
      'ux-ui-design',
      'graphic-design',
      'packaging-design',
      'video-production',
      'business-photography',
      'motion-design',
      'naming',
    ],
    related: ['website-development', 'packaging-printing'],
    tags: ['branding', 'Figma', 'packaging', 'video', 'rebranding'],
    about: [
      [
        'We design brands, packaging and digital products for companies that want to look as good as they work.',
        'Projektujemy marki, opakowania i produkty cyfrowe dla firm, które chcą wyglądać tak dobrze, jak pracują.',
      ],
      [
        'Strategy, design and production stay under one roof, so the logo, the website and the trade fair stand speak with one voice.',
        'Strategia, projekt i produkcja powstają pod jednym dachem, więc logo, strona i stoisko targowe mówią jednym głosem.',
      ],
    ],
    offers: [
      [
        'Brand identity',
        'Logo, colours, typography and a brand book with templates for everyday use.',
        'Identyfikacja wizualna',
        'Logo, kolory, typografia i księga znaku z szablonami do codziennego użytku.',
      ],
      [
        'UX/UI design',
        'Research, wireframes and a design system in Figma for web and mobile products.',
        'Projektowanie UX/UI',
        'Badania, makiety i system projektowy w Figmie dla produktów webowych i mobilnych.',
      ],
      [
        'Corporate video',
        'Script, shooting and editing of a 60–90 second company film.',
        'Film firmowy',
        'Scenariusz, zdjęcia i montaż filmu o firmie trwającego 60–90 sekund.',
      ],
    ],
    promo: {
      item: [
        'Logo refresh',
        'A modernised logo with files for print, the web and social media.',
        'Odświeżenie logo',
        'Unowocześnione logo z plikami do druku, na stronę i do mediów społecznościowych.',
      ],
      pln: [5000, 3500],
    },
    course: {
      item: [
        'Figma for marketing teams (1 day)',
        'Creating social media graphics and presentations on your brand templates.',
        'Figma dla działów marketingu (1 dzień)',
        'Tworzenie grafik do mediów społecznościowych i prezentacji na szablonach marki.',
      ],
      pln: 1300,
    },
    faqs: [
      [
        'How many logo proposals will I get?',
        'Three distinct directions, then two rounds of changes to the one you choose.',
        'Ile propozycji logo otrzymam?',
        'Trzy różne kierunki, a potem dwie rundy poprawek wybranego.',
      ],
      [
        'Who owns the rights to the designs?',
        'You do. We transfer the full copyright with the final invoice.',
        'Do kogo należą prawa do projektów?',
        'Do Ciebie. Pełne autorskie prawa majątkowe przenosimy wraz z końcową fakturą.',
      ],
    ],
  },
  accounting: {
    services: [
      'bookkeeping',
      'full-accounting',
      'simplified-bookkeeping',
      'payroll',
      'tax-advisory',
      'vat-returns',
      'financial-statements',
      'controlling',
      'transfer-pricing',
    ],
    related: ['hr-outsourcing', 'company-formation'],
    tags: ['KSeF', 'IFRS', 'JPK', 'payroll', 'startups', 'e-commerce'],
    about: [
      [
        'We keep the books, run payroll and handle taxes for companies of every size, from sole traders to capital groups.',
        'Prowadzimy księgi, kadry i płace oraz rozliczenia podatkowe firm każdej wielkości – od jednoosobowych działalności po grupy kapitałowe.',
      ],
      [
        'Our certified accountants answer questions the same day and send a clear monthly summary of your results.',
        'Nasi certyfikowani księgowi odpowiadają na pytania tego samego dnia i co miesiąc przesyłają czytelne podsumowanie wyników.',
      ],
    ],
    offers: [
      [
        'Full accounting',
        'Books of account, VAT and tax returns, and a monthly summary for management.',
        'Pełna księgowość',
        'Księgi rachunkowe, VAT, pliki JPK, CIT i comiesięczne podsumowanie dla zarządu.',
      ],
      [
        'Payroll and HR records',
        'Payslips, social security, employee files and annual tax forms.',
        'Kadry i płace',
        'Listy płac, rozliczenia z ZUS, akta osobowe i roczne deklaracje PIT.',
      ],
      [
        'Tax advisory',
        'Opinions, tax planning and representation before the tax office.',
        'Doradztwo podatkowe',
        'Opinie, planowanie podatkowe i reprezentacja przed urzędem skarbowym.',
      ],
    ],
    promo: {
      item: [
        'First three months of bookkeeping',
        'New clients pay a reduced monthly fee for their first quarter.',
        'Pierwsze trzy miesiące księgowości',
        'Nowi klienci płacą obniżony miesięczny abonament przez pierwszy kwartał.',
      ],
      pln: [900, 600],
    },
    course: {
      item: [
        'E-invoicing in practice (1 day)',
        'Preparing your company for mandatory e-invoices: processes, systems and deadlines.',
        'KSeF w praktyce (1 dzień)',
        'Przygotowanie firmy do obowiązkowych e-faktur: procesy, systemy i terminy.',
      ],
      pln: 800,
    },
    faqs: [
      [
        'How do I send you documents?',
        'Through our online portal or by e-mail; we collect paper documents once a month.',
        'Jak przekazuje się Wam dokumenty?',
        'Przez nasz portal online lub e-mailem; dokumenty papierowe odbieramy raz w miesiącu.',
      ],
      [
        'Can you take over the books in the middle of the year?',
        'Yes. We take over from your previous accountant and check the opening balances.',
        'Czy przejmiecie księgowość w trakcie roku?',
        'Tak. Przejmujemy dokumentację od poprzedniego biura i sprawdzamy bilans otwarcia.',
      ],
    ],
  },
  legal: {
    services: [
      'corporate-legal-services',
      'contract-drafting',
      'company-formation',
      'gdpr-compliance',
      'debt-collection',
      'employment-law',
      'intellectual-property',
      'litigation',
      'public-procurement',
      'restructuring-insolvency',
    ],
    related: ['tax-advisory', 'mergers-acquisitions'],
    tags: ['M&A', 'GDPR', 'IT law', 'public procurement', 'employment'],
    about: [
      [
        'We advise companies on contracts, corporate matters, employment and disputes, with fees agreed before work starts.',
        'Doradzamy firmom w sprawach umów, prawa spółek, prawa pracy i sporów, a wynagrodzenie ustalamy przed rozpoczęciem pracy.',
      ],
      [
        'Our lawyers work for technology companies, manufacturers and public-sector suppliers at home and abroad.',
        'Nasi prawnicy obsługują firmy technologiczne, producentów i dostawców dla sektora publicznego w kraju i za granicą.',
      ],
    ],
    offers: [
      [
        'Ongoing legal support',
        'A monthly retainer covering contracts, questions and corporate housekeeping.',
        'Stała obsługa prawna',
        'Miesięczny ryczałt obejmujący umowy, bieżące pytania i sprawy korporacyjne.',
      ],
      [
        'Contract review',
        'Your contract reviewed, with comments and a marked-up version within three business days.',
        'Przegląd umowy',
        'Analiza umowy z komentarzami i poprawioną wersją w ciągu trzech dni roboczych.',
      ],
      [
        'Company formation',
        'Choosing the legal form, the articles of association and the registration.',
        'Zakładanie spółek',
        'Wybór formy prawnej, umowa spółki i rejestracja w KRS.',
      ],
    ],
    promo: {
      item: [
        'GDPR check-up',
        'A review of your privacy policy, records of processing and processor agreements.',
        'Przegląd RODO',
        'Przegląd polityki prywatności, rejestru czynności przetwarzania i umów powierzenia.',
      ],
      pln: [4000, 2800],
    },
    course: {
      item: [
        'Employment law update for HR (1 day)',
        'The latest changes in employment law with practical examples and templates.',
        'Prawo pracy dla HR – aktualizacja (1 dzień)',
        'Najnowsze zmiany w prawie pracy z praktycznymi przykładami i wzorami dokumentów.',
      ],
      pln: 1400,
    },
    faqs: [
      [
        'How do you charge?',
        'A fixed fee per matter or a monthly retainer; hourly rates only for litigation.',
        'Jak się rozliczacie?',
        'Stałą kwotą za sprawę lub miesięcznym ryczałtem; stawki godzinowe tylko w sporach sądowych.',
      ],
      [
        'Do you work in English?',
        'Yes, our lawyers draft and negotiate contracts in English and German.',
        'Czy pracujecie po angielsku?',
        'Tak, nasi prawnicy przygotowują i negocjują umowy po angielsku i po niemiecku.',
      ],
    ],
  },
  hr: {
    services: [
      'recruitment',
      'executive-search',
      'it-recruitment',
      'temporary-staffing',
      'foreign-workers',
      'hr-outsourcing',
      'employer-branding',
      'assessment-centre',
      'hr-consulting',
    ],
    related: ['payroll', 'management-training'],
    tags: ['IT recruitment', 'executive search', 'blue collar', 'employer branding', 'relocation'],
    about: [
      [
        'We find specialists and managers for companies in industry, IT and services, and provide temporary staff at scale.',
        'Rekrutujemy specjalistów i menedżerów dla firm z branży przemysłowej, IT i usługowej oraz zapewniamy pracowników tymczasowych na dużą skalę.',
      ],
      [
        'Our consultants present a shortlist of verified candidates within two weeks and guarantee every placement.',
        'Nasi konsultanci przedstawiają listę sprawdzonych kandydatów w ciągu dwóch tygodni i dają gwarancję na każdą rekrutację.',
      ],
    ],
    offers: [
      [
        'Specialist recruitment',
        'A shortlist of three to five candidates in two weeks, with a three-month guarantee.',
        'Rekrutacja specjalistów',
        'Lista od trzech do pięciu kandydatów w dwa tygodnie z trzymiesięczną gwarancją.',
      ],
      [
        'Executive search',
        'Discreet direct search for board members and senior managers.',
        'Executive search',
        'Dyskretne bezpośrednie poszukiwania członków zarządu i menedżerów wyższego szczebla.',
      ],
      [
        'Temporary staffing',
        'Production and warehouse staff for seasonal peaks, employed legally by us.',
        'Praca tymczasowa',
        'Pracownicy produkcji i magazynu na sezonowe szczyty, z legalnym zatrudnieniem po naszej stronie.',
      ],
    ],
    promo: {
      item: [
        'Employer branding audit',
        'How candidates see your company, with a plan to improve your job ads and careers page.',
        'Audyt employer brandingu',
        'Jak kandydaci widzą Twoją firmę – z planem poprawy ogłoszeń i strony kariery.',
      ],
      pln: [6000, 4000],
    },
    course: {
      item: [
        'Structured interviewing for managers (1 day)',
        'How to prepare, run and score interviews that predict performance.',
        'Rozmowa kwalifikacyjna dla menedżerów (1 dzień)',
        'Jak przygotować, przeprowadzić i ocenić rozmowę, która przewiduje wyniki pracy.',
      ],
      pln: 1500,
    },
    faqs: [
      [
        'How much does a recruitment cost?',
        'Usually 15–20% of the annual gross salary, paid only when the candidate is hired.',
        'Ile kosztuje rekrutacja?',
        'Zwykle 15–20% rocznego wynagrodzenia brutto, płatne dopiero po zatrudnieniu kandydata.',
      ],
      [
        'What if the candidate leaves?',
        'We search for a replacement free of charge within the guarantee period.',
        'Co, jeśli kandydat odejdzie?',
        'W okresie gwarancji bezpłatnie szukamy zastępstwa.',
      ],
    ],
  },
  consulting: {
    services: [
      'business-strategy',
      'management-consulting',
      'eu-funding',
      'process-optimisation',
      'digital-transformation',
      'esg-reporting',
      'iso-9001-14001',
      'business-plans',
      'market-research',
    ],
    related: ['controlling', 'management-training'],
    tags: ['EU funds', 'ESG', 'lean', 'ISO 9001', 'family business'],
    about: [
      [
        'We help owners and boards make decisions: strategy, process improvement, EU funding and ESG reporting.',
        'Pomagamy właścicielom i zarządom podejmować decyzje: strategia, usprawnianie procesów, fundusze unijne i raportowanie ESG.',
      ],
      [
        'Our consultants have run factories, sales teams and finance departments, so our recommendations are ones you can implement.',
        'Nasi konsultanci kierowali fabrykami, zespołami sprzedaży i działami finansów, dlatego nasze rekomendacje da się wdrożyć.',
      ],
    ],
    offers: [
      [
        'EU grant application',
        'Finding the right programme, writing the application and settling the grant.',
        'Wniosek o dotację UE',
        'Dobór programu, przygotowanie wniosku i rozliczenie dotacji.',
      ],
      [
        'Process optimisation',
        'Mapping and redesigning key processes with measurable savings.',
        'Optymalizacja procesów',
        'Mapowanie i przeprojektowanie kluczowych procesów z mierzalnymi oszczędnościami.',
      ],
      [
        'ESG report',
        'Data collection and an ESG report that follows the ESRS standards.',
        'Raport ESG',
        'Zebranie danych i raport ESG zgodny ze standardami ESRS.',
      ],
    ],
    promo: {
      item: [
        'Strategy day for the board',
        'A facilitated one-day workshop ending with three agreed priorities.',
        'Dzień strategiczny dla zarządu',
        'Moderowany jednodniowy warsztat zakończony trzema uzgodnionymi priorytetami.',
      ],
      pln: [9000, 6500],
    },
    course: {
      item: [
        'Lean management basics (2 days)',
        'Value stream mapping, 5S and kaizen with exercises from your own processes.',
        'Podstawy lean management (2 dni)',
        'Mapowanie strumienia wartości, 5S i kaizen z ćwiczeniami na Twoich procesach.',
      ],
      pln: 2600,
    },
    faqs: [
      [
        'How do you charge for grant applications?',
        'A small fixed fee for the application and a success fee only if the grant is awarded.',
        'Jak rozliczacie przygotowanie wniosków?',
        'Niewielka stała opłata za wniosek i premia za sukces tylko wtedy, gdy dotacja zostanie przyznana.',
      ],
      [
        'Do you stay for the implementation?',
        'Yes, if you wish: most clients keep us for three to six months after the plan is agreed.',
        'Czy zostajecie na etapie wdrożenia?',
        'Tak, jeśli tego chcesz: większość klientów współpracuje z nami jeszcze trzy do sześciu miesięcy po przyjęciu planu.',
      ],
    ],
  },
  finance: {
    services: [
      'factoring',
      'equipment-leasing',
      'business-insurance',
      'group-insurance',
      'business-loans',
      'employee-benefits',
      'fleet-management',
    ],
    related: ['controlling', 'tax-advisory'],
    tags: ['factoring', 'leasing', 'liability insurance', 'fleet', 'benefits'],
    about: [
      [
        'We arrange financing and insurance for small and medium-sized businesses: factoring, leasing, loans and company policies.',
        'Zapewniamy finansowanie i ubezpieczenia dla małych i średnich firm: faktoring, leasing, kredyty i polisy firmowe.',
      ],
      [
        'We compare offers from more than twenty banks and insurers and stay with you when a claim needs settling.',
        'Porównujemy oferty ponad dwudziestu banków i ubezpieczycieli i wspieramy Cię także przy likwidacji szkody.',
      ],
    ],
    offers: [
      [
        'Invoice factoring',
        'Cash for your invoices within 24 hours, with or without recourse.',
        'Faktoring',
        'Pieniądze za faktury w ciągu 24 godzin, w wariancie z regresem lub bez.',
      ],
      [
        'Equipment and vehicle leasing',
        'Leasing of machinery, IT equipment and company cars with a decision in one day.',
        'Leasing maszyn i pojazdów',
        'Leasing maszyn, sprzętu IT i samochodów firmowych z decyzją w jeden dzień.',
      ],
      [
        'Company insurance review',
        'A review of your policies with proposals that cover real risks at a better price.',
        'Przegląd ubezpieczeń firmy',
        'Analiza polis z propozycjami, które lepiej pokrywają realne ryzyka w korzystniejszej cenie.',
      ],
    ],
    promo: {
      item: [
        'Group insurance for teams',
        'Life and health insurance for teams of five or more; the price is per person and month.',
        'Grupowe ubezpieczenie dla zespołu',
        'Ubezpieczenie na życie i zdrowotne dla zespołów od pięciu osób; cena za osobę miesięcznie.',
      ],
      pln: [120, 90],
    },
    course: {
      item: [
        'Finance for non-financial managers (1 day)',
        'Reading financial statements, cash flow and the cost of financing.',
        'Finanse dla menedżerów niefinansowych (1 dzień)',
        'Czytanie sprawozdań finansowych, przepływy pieniężne i koszt finansowania.',
      ],
      pln: 1300,
    },
    faqs: [
      [
        'Do you charge for comparing offers?',
        'No. The bank or insurer pays us, and your price is the same as if you went direct.',
        'Czy pobieracie opłatę za porównanie ofert?',
        'Nie. Wynagrodzenie płaci bank lub ubezpieczyciel, a cena dla Ciebie jest taka sama jak bezpośrednio.',
      ],
      [
        'Can a young company use factoring?',
        'Yes, after three months in business, if your customers pay reliably.',
        'Czy młoda firma może skorzystać z faktoringu?',
        'Tak, już po trzech miesiącach działalności, jeśli Twoi kontrahenci rzetelnie płacą.',
      ],
    ],
  },
  logistics: {
    services: [
      'road-freight',
      'freight-forwarding',
      'courier-services',
      'warehousing',
      'ecommerce-fulfilment',
      'sea-freight',
      'air-freight',
      'customs-clearance',
      'refrigerated-transport',
      'business-relocation',
    ],
    related: [],
    tags: ['FTL', 'LTL', 'ADR', 'cold chain', 'Scandinavia', 'customs'],
    about: [
      [
        'We move goods across Europe: full and part loads, refrigerated transport, sea freight and customs clearance.',
        'Przewozimy towary w Polsce i całej Europie: ładunki całopojazdowe i drobnicę, transport chłodniczy, frachty morskie i odprawy celne.',
      ],
      [
        'Our own fleet and warehouse, plus a network of checked carriers, let us quote within two hours and track every shipment.',
        'Własna flota i magazyn oraz sieć sprawdzonych przewoźników pozwalają nam przygotować wycenę w dwie godziny i śledzić każdą przesyłkę.',
      ],
    ],
    offers: [
      [
        'Full truckload transport',
        'FTL transport across the EU with GPS tracking and cargo insurance up to 500,000 EUR.',
        'Transport całopojazdowy',
        'Przewozy FTL w całej UE ze śledzeniem GPS i ubezpieczeniem ładunku do 500 000 euro.',
      ],
      [
        'E-commerce fulfilment',
        'Storage, picking, packing and same-day shipping of online orders.',
        'Fulfilment dla e-commerce',
        'Magazynowanie, kompletacja, pakowanie i wysyłka zamówień internetowych tego samego dnia.',
      ],
      [
        'Customs clearance',
        'Import and export clearance and customs representation.',
        'Odprawy celne',
        'Odprawy importowe i eksportowe oraz przedstawicielstwo celne.',
      ],
    ],
    promo: {
      item: [
        'Fulfilment start-up package',
        'Online stores that move their stock to us pay a reduced fee for the first month.',
        'Pakiet startowy fulfilmentu',
        'Sklepy internetowe, które przeniosą do nas towar, płacą obniżoną stawkę za pierwszy miesiąc.',
      ],
      pln: [3000, 2000],
    },
    course: {
      item: [
        'Incoterms 2020 in practice (1 day)',
        'Choosing the right delivery terms and avoiding costly mistakes in international trade.',
        'Incoterms 2020 w praktyce (1 dzień)',
        'Jak dobrać warunki dostawy i unikać kosztownych błędów w handlu międzynarodowym.',
      ],
      pln: 950,
    },
    faqs: [
      [
        'How fast do you quote?',
        'Within two business hours for road freight and within one day for sea and air freight.',
        'Jak szybko przygotowujecie wycenę?',
        'W ciągu dwóch godzin roboczych dla transportu drogowego i w ciągu dnia dla frachtu morskiego i lotniczego.',
      ],
      [
        'Is my cargo insured?',
        'Every shipment is covered by the carrier’s liability insurance, and cargo insurance can be added.',
        'Czy ładunek jest ubezpieczony?',
        'Każdy przewóz jest objęty ubezpieczeniem OC przewoźnika, a na życzenie dodajemy ubezpieczenie cargo.',
      ],
    ],
  },
  facility: {
    services: [
      'office-cleaning',
      'industrial-cleaning',
      'window-facade-cleaning',
      'security-guarding',
      'cctv-alarm-systems',
      'building-maintenance',
      'hvac-servicing',
      'pest-control',
      'waste-management',
      'fire-safety',
    ],
    related: [],
    tags: ['offices', 'warehouses', 'ISO 14001', '24/7', 'eco cleaning'],
    about: [
      [
        'We keep offices, warehouses and production halls clean, safe and working, with our own staff and equipment.',
        'Dbamy o czystość, bezpieczeństwo i sprawne działanie biur, magazynów i hal produkcyjnych – własnym personelem i sprzętem.',
      ],
      [
        'Every site has a supervisor who checks the quality weekly and answers the client within the hour.',
        'Każdy obiekt ma opiekuna, który co tydzień kontroluje jakość i odpowiada klientowi w ciągu godziny.',
      ],
    ],
    offers: [
      [
        'Office cleaning',
        'Daily or weekly cleaning with eco-certified products, kitchens and meeting rooms included.',
        'Sprzątanie biur',
        'Codzienne lub cotygodniowe sprzątanie ekologicznymi środkami, łącznie z kuchniami i salami spotkań.',
      ],
      [
        'Security guarding',
        'Licensed guards, patrols and remote video monitoring.',
        'Ochrona fizyczna',
        'Licencjonowani pracownicy ochrony, patrole i zdalny monitoring wizyjny.',
      ],
      [
        'Technical maintenance',
        'Inspections and repairs of HVAC, electrical and fire safety systems.',
        'Obsługa techniczna budynków',
        'Przeglądy i naprawy instalacji HVAC, elektrycznych i przeciwpożarowych.',
      ],
    ],
    promo: {
      item: [
        'Window and facade cleaning',
        'Spring cleaning of windows and facades using rope access or lifts.',
        'Mycie okien i elewacji',
        'Wiosenne mycie okien i elewacji z użyciem technik alpinistycznych lub podnośników.',
      ],
      pln: [4000, 3000],
    },
    course: {
      item: [
        'Fire safety training for staff (half day)',
        'Evacuation, fire extinguishers and the duties of fire wardens.',
        'Szkolenie przeciwpożarowe dla pracowników (pół dnia)',
        'Ewakuacja, obsługa gaśnic i obowiązki osób wyznaczonych do ochrony przeciwpożarowej.',
      ],
      pln: 700,
    },
    faqs: [
      [
        'Do you bring your own cleaning products?',
        'Yes, products and equipment are included in the price, and they are eco-certified.',
        'Czy macie własne środki czystości?',
        'Tak, środki i sprzęt są wliczone w cenę i mają certyfikaty ekologiczne.',
      ],
      [
        'Can you clean outside office hours?',
        'Yes, most of our teams work in the evenings, at night or at weekends.',
        'Czy sprzątacie poza godzinami pracy biura?',
        'Tak, większość naszych ekip pracuje wieczorami, w nocy lub w weekendy.',
      ],
    ],
  },
  training: {
    services: [
      'management-training',
      'sales-training',
      'soft-skills-training',
      'it-training',
      'language-courses',
      'health-safety-training',
      'office-software-courses',
      'business-coaching',
      'first-aid-training',
      'e-learning-development',
    ],
    related: ['hr-consulting'],
    tags: ['leadership', 'Excel', 'business English', 'health and safety', 'e-learning'],
    about: [
      [
        'We train managers, sales teams and office staff in practical workshops tailored to each company.',
        'Szkolimy menedżerów, handlowców i pracowników biurowych na praktycznych warsztatach dopasowanych do każdej firmy.',
      ],
      [
        'Every training starts with a needs analysis and ends with a follow-up session a month later.',
        'Każde szkolenie zaczynamy od analizy potrzeb, a kończymy sesją podsumowującą miesiąc później.',
      ],
    ],
    offers: [
      [
        'In-house training',
        'A workshop for your team at your office or online, with materials and certificates.',
        'Szkolenie zamknięte',
        'Warsztat dla Twojego zespołu w Twojej siedzibie lub online, z materiałami i certyfikatami.',
      ],
      [
        'Leadership programme',
        'Six months of workshops and coaching for new managers.',
        'Program rozwoju liderów',
        'Sześć miesięcy warsztatów i coachingu dla nowych menedżerów.',
      ],
      [
        'Business language courses',
        'English or German for teams, with regular progress tests.',
        'Kursy językowe dla firm',
        'Angielski lub niemiecki dla zespołów z regularnymi testami postępów.',
      ],
    ],
    promo: {
      item: [
        'Excel for analysts (group booking)',
        'A reduced price for groups of six or more people.',
        'Excel dla analityków (grupa)',
        'Obniżona cena dla grup od sześciu osób.',
      ],
      pln: [6000, 4500],
    },
    course: {
      item: [
        'Effective sales negotiations (2 days)',
        'Preparing, conducting and closing negotiations, with role-plays and video feedback.',
        'Skuteczne negocjacje handlowe (2 dni)',
        'Przygotowanie, prowadzenie i zamykanie negocjacji – z odgrywaniem ról i analizą nagrań.',
      ],
      pln: 1800,
    },
    faqs: [
      [
        'Can the training be subsidised?',
        'Often, yes: we help you apply for public training subsidies.',
        'Czy szkolenie może być dofinansowane?',
        'Często tak: pomagamy złożyć wniosek do Krajowego Funduszu Szkoleniowego lub programów regionalnych.',
      ],
      [
        'Do participants get certificates?',
        'Yes, every participant receives a certificate listing the programme and hours.',
        'Czy uczestnicy otrzymują certyfikaty?',
        'Tak, każdy uczestnik otrzymuje zaświadczenie z programem i liczbą godzin.',
      ],
    ],
  },
  translation: {
    services: [
      'sworn-translation',
      'technical-translation',
      'legal-translation',
      'interpreting',
      'software-localisation',
      'marketing-translation',
      'medical-translation',
      'proofreading',
      'subtitling-voice-over',
    ],
    related: ['copywriting'],
    tags: ['sworn translator', 'ISO 17100', 'CAT tools', 'German', 'Scandinavian languages'],
    about: [
      [
        'We translate contracts, technical documentation, software and marketing content in more than thirty language pairs.',
        'Tłumaczymy umowy, dokumentację techniczną, oprogramowanie i treści marketingowe w ponad trzydziestu parach językowych.',
      ],
      [
        'Every translation is checked by a second linguist, and sworn translations can be ready in one day.',
        'Każde tłumaczenie sprawdza drugi lingwista, a tłumaczenia przysięgłe przygotowujemy nawet w jeden dzień.',
      ],
    ],
    offers: [
      [
        'Sworn translation',
        'Certified translations of company documents, certificates and court papers.',
        'Tłumaczenie przysięgłe',
        'Uwierzytelnione tłumaczenia dokumentów firmowych, zaświadczeń i pism sądowych.',
      ],
      [
        'Technical translation',
        'Manuals, specifications and safety data sheets with consistent terminology.',
        'Tłumaczenie techniczne',
        'Instrukcje, specyfikacje i karty charakterystyki ze spójną terminologią.',
      ],
      [
        'Software localisation',
        'Interface, help and app store texts, integrated with your repository.',
        'Lokalizacja oprogramowania',
        'Teksty interfejsu, pomocy i sklepów z aplikacjami, zintegrowane z Twoim repozytorium.',
      ],
    ],
    promo: {
      item: [
        'Website translation',
        'A company website translated into one language, up to 10,000 words.',
        'Tłumaczenie strony internetowej',
        'Tłumaczenie strony firmowej na jeden język, do 10 000 słów.',
      ],
      pln: [3500, 2600],
    },
    course: {
      item: [
        'Working with translators (half day)',
        'How to prepare texts, glossaries and briefs so translations are faster and cheaper.',
        'Jak współpracować z tłumaczem (pół dnia)',
        'Jak przygotować teksty, glosariusze i briefy, aby tłumaczenia były szybsze i tańsze.',
      ],
      pln: 600,
    },
    faqs: [
      [
        'How is the price calculated?',
        'Per standard page for sworn translations and per word for other texts.',
        'Jak liczycie cenę?',
        'Za stronę rozliczeniową 1125 znaków w tłumaczeniach przysięgłych i za słowo w pozostałych tekstach.',
      ],
      [
        'Do you provide interpreters for meetings?',
        'Yes, consecutive and simultaneous interpreters, on site or online.',
        'Czy zapewniacie tłumaczy na spotkania?',
        'Tak, tłumaczy konsekutywnych i symultanicznych, na miejscu lub online.',
      ],
    ],
  },
  printing: {
    services: [
      'offset-digital-printing',
      'business-cards',
      'leaflets-catalogues',
      'large-format-printing',
      'promotional-products',
      'branded-apparel',
      'packaging-printing',
      'signage',
      'corporate-gifts',
    ],
    related: ['graphic-design', 'trade-fair-stands'],
    tags: ['offset', 'large format', 'eco materials', 'promotional gifts', 'FSC'],
    about: [
      [
        'We print everything a company needs, from business cards and catalogues to banners, packaging and trade fair graphics.',
        'Drukujemy wszystko, czego potrzebuje firma: od wizytówek i katalogów po banery, opakowania i grafiki targowe.',
      ],
      [
        'Our own print shop works in two shifts, so most orders leave within three working days.',
        'Nasza drukarnia pracuje na dwie zmiany, dzięki czemu większość zamówień wysyłamy w ciągu trzech dni roboczych.',
      ],
    ],
    offers: [
      [
        'Catalogues and leaflets',
        'Offset and digital printing with finishing, from 100 copies.',
        'Katalogi i ulotki',
        'Druk offsetowy i cyfrowy z uszlachetnianiem, od 100 egzemplarzy.',
      ],
      [
        'Branded merchandise',
        'Mugs, bags, notebooks and clothing with your logo, with free visualisations.',
        'Gadżety z logo',
        'Kubki, torby, notesy i odzież z logo, z bezpłatnymi wizualizacjami.',
      ],
      [
        'Signage and large format',
        'Banners, roll-ups, office signage and vehicle graphics, installation included.',
        'Oznakowanie i wielki format',
        'Banery, roll-upy, oznakowanie biur i oklejanie pojazdów, razem z montażem.',
      ],
    ],
    promo: {
      item: [
        'Trade fair package',
        'A roll-up, 500 leaflets and 1,000 business cards at a package price.',
        'Pakiet targowy',
        'Roll-up, 500 ulotek i 1000 wizytówek w cenie pakietowej.',
      ],
      pln: [1800, 1350],
    },
    course: {
      item: [
        'Preparing files for print (half day)',
        'Colour profiles, bleeds and formats, so your files never come back for corrections.',
        'Przygotowanie plików do druku (pół dnia)',
        'Profile kolorów, spady i formaty – tak, by pliki nie wracały do poprawek.',
      ],
      pln: 500,
    },
    faqs: [
      [
        'Is there a minimum order?',
        'No, but the price per copy drops sharply from 500 copies.',
        'Czy macie minimalne zamówienie?',
        'Nie, ale cena za egzemplarz wyraźnie spada od 500 sztuk.',
      ],
      [
        'Can I see a proof before printing?',
        'Yes, you get a digital proof free of charge and a printed proof on request.',
        'Czy mogę zobaczyć próbny wydruk?',
        'Tak, bezpłatnie otrzymasz proof cyfrowy, a na życzenie także wydruk próbny.',
      ],
    ],
  },
  events: {
    services: [
      'corporate-parties',
      'conference-organisation',
      'trade-fair-stands',
      'team-building',
      'incentive-travel',
      'event-catering',
      'event-av-equipment',
      'online-hybrid-events',
      'event-venues',
      'event-staffing',
    ],
    related: ['video-production'],
    tags: ['conferences', 'incentive travel', 'team building', 'hybrid events', 'MICE'],
    about: [
      [
        'We organise conferences, company parties, trade fair stands and incentive trips, from the first idea to the last guest leaving.',
        'Organizujemy konferencje, imprezy firmowe, stoiska targowe i wyjazdy motywacyjne – od pierwszego pomysłu po wyjście ostatniego gościa.',
      ],
      [
        'One project manager handles the venue, catering, technology and guests, and you receive one invoice.',
        'Jeden kierownik projektu zajmuje się miejscem, cateringiem, techniką i gośćmi, a Ty otrzymujesz jedną fakturę.',
      ],
    ],
    offers: [
      [
        'Conference organisation',
        'Venue, registration, speakers, AV and catering for 50 to 1,500 guests.',
        'Organizacja konferencji',
        'Miejsce, rejestracja, prelegenci, technika i catering dla 50–1500 gości.',
      ],
      [
        'Team building day',
        'An outdoor or city game with a workshop element and dinner.',
        'Dzień integracyjny',
        'Gra terenowa lub miejska z elementem warsztatowym i kolacją.',
      ],
      [
        'Trade fair stand',
        'Design, build and staffing of your stand at fairs across Europe.',
        'Stoisko targowe',
        'Projekt, zabudowa i obsługa stoiska na targach w całej Europie.',
      ],
    ],
    promo: {
      item: [
        'Christmas party package',
        'Venue, dinner, music and decorations for groups of 40 or more, booked before September; price per person.',
        'Pakiet na wigilię firmową',
        'Sala, kolacja, oprawa muzyczna i dekoracje dla grup od 40 osób przy rezerwacji do września; cena za osobę.',
      ],
      pln: [350, 290],
    },
    course: {
      item: [
        'Event planning basics (1 day)',
        'Budgets, suppliers, timelines and contingency plans for office managers.',
        'Podstawy organizacji wydarzeń (1 dzień)',
        'Budżety, dostawcy, harmonogramy i plany awaryjne dla office managerów.',
      ],
      pln: 900,
    },
    faqs: [
      [
        'How far in advance should we book?',
        'Three to six months for conferences and at least two months for company parties.',
        'Z jakim wyprzedzeniem rezerwować?',
        'Od trzech do sześciu miesięcy przy konferencjach i co najmniej dwa miesiące przy imprezach firmowych.',
      ],
      [
        'Do you organise events abroad?',
        'Yes, across Europe, including travel and accommodation for guests.',
        'Czy organizujecie wydarzenia za granicą?',
        'Tak, w całej Europie, razem z transportem i noclegami dla gości.',
      ],
    ],
  },
} satisfies Record<string, Sector>;

export type SectorKey = keyof typeof sectors;
/** V: verified on all four criteria; P: some criteria checked, one failed; N: waiting, nothing checked. */
export type State = 'V' | 'P' | 'N';
export type CompanyRow = readonly [
  slug: string,
  name: string,
  city: string,
  sector: SectorKey,
  teamSize: TeamSize,
  founded: number,
  state?: State,
  manager?: readonly [firstName: string, lastName: string],
];

/** The companies, by category; the slug names the demo logins (`mgr-<slug>`, `rep-<slug>`). */
export const companyRows: readonly CompanyRow[] = [
  ['vistula-code', 'Vistula Code sp. z o.o.', 'warszawa', 'software', '50-249', 2011],
  ['wawel-software', 'Wawel Software House sp. z o.o.', 'krakow', 'software', '10-49', 2015],
  ['odra-systems', 'Odra Systems sp. z o.o.', 'wroclaw', 'software', '10-49', 2017, 'P'],
  ['moravia-dev', 'Moravia Dev s.r.o.', 'brno', 'software', '10-49', 2013],
  ['nowicki-sklepy', 'Sklepy Online Nowicki', 'poznan', 'web', '2-9', 2016, 'V', ['Krzysztof', 'Nowicki']],
  ['pixelmint', 'Pixelmint Studio', 'lodz', 'web', '10-49', 2018],
  ['bursztyn-commerce', 'Bursztyn Commerce sp. z o.o.', 'gdynia', 'web', '10-49', 2014],
  ['danube-web', 'Danube Web Kft.', 'budapest', 'web', '10-49', 2012],
  ['appforge', 'AppForge Polska sp. z o.o.', 'wroclaw', 'mobile', '50-249', 2012],
  ['mobilni', 'Mobilni.pl sp. z o.o.', 'katowice', 'mobile', '10-49', 2016],
  ['tallinn-mobile-lab', 'Tallinn Mobile Lab OÜ', 'tallinn', 'mobile', '2-9', 2019],
  ['porto-apps', 'Porto Apps Lda.', 'porto', 'mobile', '10-49', 2017, 'P'],
  ['serwis-grabowski', 'Serwis IT Grabowski', 'bydgoszcz', 'it', '2-9', 2008, 'V', ['Marek', 'Grabowski']],
  [
    'wisniewski-it',
    'Informatyka dla Firm Wiśniewski sp.j.',
    'lublin',
    'it',
    '10-49',
    2005,
    'V',
    ['Andrzej', 'Wiśniewski'],
  ],
  ['netopieka', 'NetOpieka sp. z o.o.', 'warszawa', 'it', '10-49', 2013],
  ['bratislava-it-care', 'Bratislava IT Care s.r.o.', 'bratislava', 'it', '10-49', 2010],
  ['chmura-polnoc', 'Chmura Północ sp. z o.o.', 'gdansk', 'cloud', '10-49', 2018],
  ['krakow-cloud', 'Kraków Cloud Partners sp. z o.o.', 'krakow', 'cloud', '10-49', 2016],
  ['nordic-ops', 'Nordic Ops ApS', 'copenhagen', 'cloud', '10-49', 2015],
  ['rheinwerk-cloud', 'Rheinwerk Cloud GmbH', 'cologne', 'cloud', '50-249', 2011, 'N'],
  ['tarcza-cyber', 'Tarcza Cyber sp. z o.o.', 'warszawa', 'cyber', '10-49', 2017],
  ['silesia-security', 'Silesia Security Lab sp. z o.o.', 'gliwice', 'cyber', '10-49', 2014],
  ['baltic-shield', 'Baltic Shield UAB', 'vilnius', 'cyber', '10-49', 2016],
  ['vienna-secure', 'Vienna Secure Consulting GmbH', 'vienna', 'cyber', '2-9', 2019],
  ['dane-i-modele', 'Dane i Modele sp. z o.o.', 'poznan', 'data', '10-49', 2019],
  ['neuron-analytics', 'Neuron Analytics sp. z o.o.', 'warszawa', 'data', '10-49', 2017],
  ['lisbon-data-works', 'Lisbon Data Works Lda.', 'lisbon', 'data', '10-49', 2018],
  ['amstel-ai', 'Amstel AI B.V.', 'amsterdam', 'data', '2-9', 2021, 'P'],
  ['kolibri', 'Agencja Reklamowa Kolibri', 'krakow', 'marketing', '10-49', 2009],
  ['mazowsze-media', 'Mazowsze Media sp. z o.o.', 'warszawa', 'marketing', '50-249', 2006],
  ['leadstream', 'Leadstream Polska sp. z o.o.', 'wroclaw', 'marketing', '10-49', 2018],
  ['milano-b2b', 'Milano B2B Marketing S.r.l.', 'milan', 'marketing', '10-49', 2014],
  ['lewicki-seo', 'Pozycjonowanie Lewicki', 'rzeszow', 'seo', '2-9', 2012, 'V', ['Grzegorz', 'Lewicki']],
  ['slowo-i-siec', 'Słowo i Sieć sp. z o.o.', 'torun', 'seo', '10-49', 2015],
  ['contentura', 'Contentura sp. z o.o.', 'katowice', 'seo', '10-49', 2019, 'N'],
  ['dublin-search', 'Dublin Search Agency Ltd', 'dublin', 'seo', '10-49', 2013],
  ['studio-kreska', 'Studio Projektowe Kreska', 'lodz', 'design', '2-9', 2014],
  ['brandhaus', 'Brandhaus Wrocław sp. z o.o.', 'wroclaw', 'design', '10-49', 2010],
  ['atelier-vltava', 'Atelier Vltava s.r.o.', 'prague', 'design', '2-9', 2016],
  ['barcelona-brand', 'Barcelona Brand Studio S.L.', 'barcelona', 'design', '10-49', 2012],
  [
    'kowalczyk-rachunkowe',
    'Biuro Rachunkowe Kowalczyk sp. z o.o.',
    'warszawa',
    'accounting',
    '10-49',
    1998,
    'V',
    ['Elżbieta', 'Kowalczyk'],
  ],
  [
    'zajac-podatki',
    'Kancelaria Podatkowa Zając i Wspólnicy',
    'krakow',
    'accounting',
    '10-49',
    2004,
    'V',
    ['Robert', 'Zając'],
  ],
  ['ksiegowosc-plus', 'Księgowość Plus Olsztyn sp. z o.o.', 'olsztyn', 'accounting', '2-9', 2011],
  ['rachunkowosc-opolska', 'Rachunkowość Opolska sp. z o.o.', 'opole', 'accounting', '10-49', 2007, 'P'],
  ['prague-payroll', 'Prague Payroll Services s.r.o.', 'prague', 'accounting', '10-49', 2009],
  ['krakow-legal', 'Kraków Legal Partners', 'krakow', 'legal', '10-49', 2010],
  [
    'kancelaria-dabrowska',
    'Kancelaria Radcy Prawnego Anna Dąbrowska',
    'szczecin',
    'legal',
    '2-9',
    2013,
    'V',
    ['Anna', 'Dąbrowska'],
  ],
  [
    'wisniewski-majewski',
    'Wiśniewski Majewski Adwokaci sp.p.',
    'warszawa',
    'legal',
    '10-49',
    2002,
    'V',
    ['Paweł', 'Majewski'],
  ],
  ['hartmann-weber', 'Hartmann & Weber Rechtsanwälte PartG', 'berlin', 'legal', '10-49', 2006],
  ['kadry-pomorze', 'Kadry i Rekrutacja Pomorze sp. z o.o.', 'gdansk', 'hr', '10-49', 2010],
  ['talentbridge', 'TalentBridge Polska sp. z o.o.', 'warszawa', 'hr', '50-249', 2008],
  ['praca-slask', 'Praca Śląsk sp. z o.o.', 'katowice', 'hr', '50-249', 2005, 'N'],
  ['nordic-talent', 'Nordic Talent AB', 'stockholm', 'hr', '10-49', 2014],
  ['fundusze-rozwoj', 'Fundusze i Rozwój Consulting sp. z o.o.', 'lublin', 'consulting', '10-49', 2009],
  ['vistula-advisory', 'Vistula Advisory sp. z o.o.', 'warszawa', 'consulting', '10-49', 2012],
  ['podlasie-biznes', 'Podlasie Biznes Doradztwo', 'bialystok', 'consulting', '2-9', 2015],
  ['benelux-strategy', 'Benelux Strategy Partners SRL', 'brussels', 'consulting', '10-49', 2011],
  ['faktoring-centrum', 'Faktoring Polska Centrum sp. z o.o.', 'lodz', 'finance', '10-49', 2010],
  ['broker-sikora', 'Broker Ubezpieczeniowy Sikora', 'poznan', 'finance', '2-9', 2003, 'V', ['Jolanta', 'Sikora']],
  ['leasing-kielce', 'Leasing Kielce sp. z o.o.', 'kielce', 'finance', '10-49', 2007, 'P'],
  ['luxembourg-fleet', 'Luxembourg Fleet & Lease S.A.', 'luxembourg', 'finance', '50-249', 2004],
  ['vistula-logistics', 'Vistula Logistics S.A.', 'warszawa', 'logistics', '250-999', 1996],
  ['trans-baltyk', 'Trans-Bałtyk sp. z o.o.', 'szczecin', 'logistics', '50-249', 2001],
  ['spedycja-wielkopolska', 'Spedycja Wielkopolska sp. z o.o.', 'poznan', 'logistics', '10-49', 2009],
  ['rotterdam-freight', 'Rotterdam Freight Connect B.V.', 'rotterdam', 'logistics', '50-249', 2005],
  ['hamburg-hafen', 'Hamburg Hafen Spedition GmbH', 'hamburg', 'logistics', '50-249', 1994, 'N'],
  ['czysty-biurowiec', 'Czysty Biurowiec sp. z o.o.', 'warszawa', 'facility', '250-999', 2004],
  ['ochrona-sokol', 'Ochrona Mienia Sokół sp. z o.o.', 'wroclaw', 'facility', '50-249', 1999],
  ['facility-slask', 'Facility Serwis Śląsk sp. z o.o.', 'bielsko-biala', 'facility', '50-249', 2008],
  ['leipzig-gebaeude', 'Leipzig Gebäudeservice GmbH', 'leipzig', 'facility', '50-249', 2002, 'P'],
  ['akademia-lidera', 'Akademia Lidera sp. z o.o.', 'krakow', 'training', '10-49', 2006],
  ['lingua-biznes', 'Szkoła Językowa Lingua Biznes', 'czestochowa', 'training', '10-49', 2001],
  ['bhp-radom', 'BHP Szkolenia Radom', 'radom', 'training', '2-9', 2010, 'N'],
  ['riga-skills', 'Riga Skills Academy SIA', 'riga', 'training', '10-49', 2015],
  ['baltic-translations', 'Baltic Translations', 'sopot', 'translation', '10-49', 2008],
  ['lexis-tlumaczenia', 'Biuro Tłumaczeń Przysięgłych Lexis', 'warszawa', 'translation', '10-49', 1997],
  ['localingo', 'LocaLingo sp. z o.o.', 'wroclaw', 'translation', '10-49', 2016],
  ['transilvania-translations', 'Transilvania Translations SRL', 'cluj-napoca', 'translation', '10-49', 2011],
  ['drukarnia-zg', 'Drukarnia Cyfrowa Zielona Góra sp. z o.o.', 'zielona-gora', 'printing', '10-49', 2003],
  ['promo-max', 'Gadżety Reklamowe Promo-Max', 'lodz', 'printing', '10-49', 2006],
  ['poligrafia-bydgoska', 'Poligrafia Bydgoska sp. z o.o.', 'bydgoszcz', 'printing', '50-249', 1992],
  ['sofia-print', 'Sofia Print House EOOD', 'sofia', 'printing', '10-49', 2010, 'P'],
  ['eventownia', 'Eventownia sp. z o.o.', 'warszawa', 'events', '10-49', 2011],
  ['targi-poznan', 'Targi i Stoiska Poznań sp. z o.o.', 'poznan', 'events', '10-49', 2004],
  ['tatra-incentive', 'Tatra Incentive Travel', 'krakow', 'events', '2-9', 2014],
  ['adriatic-events', 'Adriatic Events d.o.o.', 'zagreb', 'events', '10-49', 2012],
  ['athens-conference', 'Athens Conference Partners', 'athens', 'events', '10-49', 2009],
  // e2e tests check that this one, never verified, appears nowhere in the marketplace.
  ['nieweryfikowana', 'Nieweryfikowana Firma Testowa sp. z o.o.', 'warszawa', 'software', '2-9', 2023, 'N'],
];

/** Polish companies with English names that present themselves in English (the others write in Polish). */
export const englishProfiles = new Set([
  'vistula-code',
  'appforge',
  'krakow-cloud',
  'silesia-security',
  'neuron-analytics',
  'leadstream',
  'brandhaus',
  'krakow-legal',
  'talentbridge',
  'vistula-advisory',
  'vistula-logistics',
  'baltic-translations',
  'localingo',
  'pixelmint',
]);

/** The e2e tests' unverified company and the services it must have. */
export const unverifiedTestCompany = {
  name: 'Nieweryfikowana Firma Testowa sp. z o.o.',
  services: ['custom-software-development'],
};

/** Street addresses by city: [postal code, street with '#' for the number]; several for the busiest cities. */
export const addresses: Record<string, readonly (readonly [string, string])[]> = {
  warszawa: [
    ['00-867', 'ul. Chmielna #'],
    ['00-838', 'ul. Prosta #'],
    ['02-675', 'ul. Wołoska #'],
    ['00-695', 'ul. Nowogrodzka #'],
    ['02-672', 'ul. Domaniewska #'],
  ],
  krakow: [
    ['31-128', 'ul. Karmelicka #'],
    ['30-701', 'ul. Zabłocie #'],
    ['31-564', 'al. Pokoju #'],
  ],
  wroclaw: [
    ['50-079', 'ul. Ruska #'],
    ['53-332', 'ul. Powstańców Śląskich #'],
    ['50-363', 'pl. Grunwaldzki #'],
  ],
  poznan: [
    ['61-888', 'ul. Półwiejska #'],
    ['60-780', 'ul. Grunwaldzka #'],
    ['60-133', 'ul. Głogowska #'],
  ],
  gdansk: [
    ['80-309', 'al. Grunwaldzka #'],
    ['80-254', 'ul. Partyzantów #'],
  ],
  gdynia: [['81-366', 'ul. Świętojańska #']],
  sopot: [['81-762', 'ul. Bohaterów Monte Cassino #']],
  lodz: [
    ['90-006', 'ul. Piotrkowska #'],
    ['90-012', 'ul. Kilińskiego #'],
  ],
  katowice: [
    ['40-010', 'ul. Mariacka #'],
    ['40-101', 'ul. Chorzowska #'],
  ],
  gliwice: [['44-100', 'ul. Zwycięstwa #']],
  szczecin: [
    ['70-415', 'al. Jana Pawła II #'],
    ['70-500', 'ul. Wały Chrobrego #'],
  ],
  bydgoszcz: [
    ['85-006', 'ul. Gdańska #'],
    ['85-009', 'ul. Dworcowa #'],
  ],
  torun: [['87-100', 'ul. Szeroka #']],
  lublin: [
    ['20-002', 'ul. Krakowskie Przedmieście #'],
    ['20-004', 'ul. Narutowicza #'],
  ],
  bialystok: [['15-427', 'ul. Lipowa #']],
  rzeszow: [['35-030', 'ul. 3 Maja #']],
  kielce: [['25-350', 'ul. Sienkiewicza #']],
  olsztyn: [['10-029', 'ul. Prosta #']],
  opole: [['45-075', 'ul. Krakowska #']],
  'zielona-gora': [['65-001', 'ul. Bohaterów Westerplatte #']],
  'bielsko-biala': [['43-300', 'ul. 11 Listopada #']],
  czestochowa: [['42-217', 'al. Najświętszej Maryi Panny #']],
  radom: [['26-600', 'ul. Żeromskiego #']],
  brno: [['602 00', 'Masarykova #']],
  budapest: [['1052', 'Váci utca #']],
  tallinn: [['10111', 'Narva mnt #']],
  porto: [['4000-443', 'Rua de Santa Catarina #']],
  bratislava: [['811 06', 'Obchodná #']],
  copenhagen: [['1620', 'Vesterbrogade #']],
  cologne: [['50667', 'Hohe Straße #']],
  vilnius: [['01103', 'Gedimino pr. #']],
  vienna: [['1010', 'Kärntner Straße #']],
  lisbon: [['1250-096', 'Avenida da Liberdade #']],
  amsterdam: [['1016 DK', 'Keizersgracht #']],
  milan: [['20121', 'Via Manzoni #']],
  dublin: [['D02 X285', '# Baggot Street Lower']],
  prague: [
    ['110 00', 'Vodičkova #'],
    ['120 00', 'Vinohradská #'],
  ],
  barcelona: [['08008', 'Passeig de Gràcia #']],
  berlin: [['10117', 'Friedrichstraße #']],
  stockholm: [['111 51', 'Drottninggatan #']],
  brussels: [['1000', 'Rue Royale #']],
  luxembourg: [['L-2449', '# Boulevard Royal']],
  rotterdam: [['3011 TA', 'Blaak #']],
  hamburg: [['20457', 'Am Sandtorkai #']],
  leipzig: [['04109', 'Petersstraße #']],
  riga: [['LV-1010', 'Brīvības iela #']],
  'cluj-napoca': [['400117', 'Strada Memorandumului #']],
  sofia: [['1000', 'bul. Vitosha #']],
  zagreb: [['10000', 'Ilica #']],
  athens: [['105 63', 'Ermou #']],
};

/** Languages a company of each country works in, besides the ones drawn (ISO 639-1 of the contract). */
export const countryLanguages: Record<string, readonly WorkLanguage[]> = {
  PL: ['pl', 'en'],
  CZ: ['cs', 'en'],
  SK: ['sk', 'cs', 'en'],
  HU: ['hu', 'en'],
  EE: ['en'],
  LV: ['en'],
  LT: ['lt', 'en'],
  PT: ['pt', 'en'],
  DK: ['en', 'de'],
  SE: ['sv', 'en'],
  DE: ['de', 'en'],
  AT: ['de', 'en'],
  NL: ['nl', 'en'],
  BE: ['fr', 'nl', 'en'],
  LU: ['fr', 'de', 'en'],
  IT: ['it', 'en'],
  IE: ['en'],
  ES: ['es', 'en'],
  RO: ['ro', 'en'],
  BG: ['en'],
  HR: ['en', 'de'],
  GR: ['en'],
};

export type Name = readonly [firstName: string, lastName: string];
/** Polish people are drawn from first names by gender and surnames (feminine -ski/-cki/-dzki end in -ka). */
export const polishFirstNames = {
  male: 'Bartosz Damian Filip Hubert Jarosław Łukasz Norbert Przemysław Sebastian Wojciech Adrian Krzysztof Rafał Marcin Grzegorz Dariusz Kamil Artur Mariusz Szymon',
  female:
    'Agata Celina Edyta Gabriela Iwona Karolina Monika Olga Renata Teresa Zuzanna Beata Natalia Dorota Aleksandra Justyna Małgorzata Sylwia Patrycja Izabela',
};
export const polishSurnames =
  'Nowicki Zawadzki Kaczmarek Sadowski Jabłoński Król Wieczorek Olszewski Stępień Malinowski Dudek Górski Rutkowski Michalak Adamczyk Ostrowski Baran Duda Szewczyk Tomaszewski Pietrzak Marciniak Wróbel Jasiński Zalewski Kubiak Czarnecki Sobczak Kołodziej Urbański Kalinowski Borkowski Chmielewski Wilk'.split(
    ' ',
  );
/** People of other countries: a few names each, at least two per company there. */
export const localNames: Record<string, string> = {
  CZ: 'Petr Svoboda, Tereza Dvořáková, Jakub Procházka, Lucie Černá, Tomáš Novotný, Kateřina Veselá',
  SK: 'Martin Horváth, Zuzana Kováčová',
  HU: 'Gábor Nagy, Eszter Kovács',
  EE: 'Kadri Tamm, Rasmus Saar',
  LV: 'Mārtiņš Bērziņš, Ilze Ozola',
  LT: 'Tomas Kazlauskas, Rūta Petrauskienė',
  PT: 'Inês Carvalho, Rui Almeida, Joana Ferreira, Tiago Costa',
  DK: 'Anders Nielsen, Mette Hansen',
  SE: 'Elin Johansson, Oskar Lindqvist',
  DE: 'Stefan Müller, Julia Becker, Thomas Wagner, Laura Hoffmann, Jonas Schäfer, Miriam Koch, Florian Richter, Sabine Wolf',
  AT: 'Markus Gruber, Katharina Huber',
  NL: 'Pieter de Vries, Sanne Bakker, Daan Visser, Femke Smit',
  BE: 'Lotte Janssens, Julien Dubois',
  LU: 'Claude Weber, Anne Schmit',
  IT: 'Giulia Rossi, Marco Bianchi',
  IE: 'Ciara Byrne, Conor Walsh',
  ES: 'Lucía Fernández, Javier Romero',
  RO: 'Andrei Popescu, Elena Ionescu',
  BG: 'Dimitar Georgiev, Maria Ivanova',
  HR: 'Ivana Horvat, Luka Kovačević',
  GR: 'Nikos Papadopoulos, Eleni Georgiou',
};

export const mobilePrefixes = [
  '501',
  '502',
  '504',
  '512',
  '530',
  '600',
  '602',
  '661',
  '694',
  '724',
  '785',
  '790',
  '881',
];

/** Sentences shared by all sectors, by language: who the clients are and since when. */
export const industries: readonly Pair[] = [
  ['manufacturing', 'produkcyjnej'],
  ['logistics', 'logistycznej'],
  ['e-commerce', 'e-commerce'],
  ['healthcare', 'medycznej'],
  ['construction', 'budowlanej'],
  ['energy', 'energetycznej'],
  ['financial services', 'finansowej'],
  ['retail', 'handlowej'],
  ['automotive', 'motoryzacyjnej'],
  ['IT', 'IT'],
];
export const clientsSentence = (industry: Pair, lang: Lang) =>
  lang === 'en'
    ? `Most of our clients work in ${industry[0]}.`
    : `Większość naszych klientów to firmy z branży ${industry[1]}.`;
export const sinceSentences: readonly ((year: number) => Pair)[] = [
  (y) => [
    `Since ${y} we have completed projects for clients across Europe.`,
    `Od ${y} roku realizujemy projekty dla klientów z Polski i całej Europy.`,
  ],
  (y) => [
    `Founded in ${y}, we work with small businesses and large enterprises alike.`,
    `Działamy od ${y} roku i pracujemy zarówno z małymi firmami, jak i z dużymi przedsiębiorstwami.`,
  ],
  (y) => [
    `We have been in business since ${y}, and most new clients come to us through recommendations.`,
    `Jesteśmy na rynku od ${y} roku, a większość nowych klientów trafia do nas z polecenia.`,
  ],
];

export const stepVariants: readonly (readonly Item[])[] = [
  [
    [
      'Free consultation',
      'A 30-minute call to understand your needs.',
      'Bezpłatna konsultacja',
      '30-minutowa rozmowa, w której poznajemy Twoje potrzeby.',
    ],
    [
      'Quote',
      'A written offer with scope, price and dates within two business days.',
      'Wycena',
      'Pisemna oferta z zakresem, ceną i terminami w ciągu dwóch dni roboczych.',
    ],
    [
      'Agreement',
      'We sign the contract and name your contact person.',
      'Umowa',
      'Podpisujemy umowę i wskazujemy Twoją osobę kontaktową.',
    ],
    [
      'Delivery and sign-off',
      'We deliver, collect your feedback and close the project with a summary.',
      'Realizacja i odbiór',
      'Realizujemy zlecenie, zbieramy Twoje uwagi i zamykamy projekt podsumowaniem.',
    ],
  ],
  [
    [
      'Needs analysis',
      'We ask about goals, deadlines and budget.',
      'Analiza potrzeb',
      'Pytamy o cele, terminy i budżet.',
    ],
    [
      'Proposal',
      'You get a proposal with options and fixed prices.',
      'Propozycja',
      'Otrzymujesz propozycję z wariantami i stałymi cenami.',
    ],
    [
      'Kick-off',
      'A kick-off meeting with everyone involved on both sides.',
      'Spotkanie startowe',
      'Spotkanie startowe ze wszystkimi zaangażowanymi osobami po obu stronach.',
    ],
    [
      'Regular reporting',
      'A progress report every week until the work is done.',
      'Regularne raporty',
      'Co tydzień raport z postępów, aż do zakończenia prac.',
    ],
  ],
  [
    [
      'Inquiry',
      'Send us your inquiry through Tendero or give us a call.',
      'Zapytanie',
      'Wyślij zapytanie przez Tendero lub zadzwoń.',
    ],
    [
      'Site visit or call',
      'We visit the site or talk the details through.',
      'Wizja lokalna lub rozmowa',
      'Oglądamy obiekt lub omawiamy szczegóły.',
    ],
    [
      'Offer and schedule',
      'A fixed-price offer with a schedule.',
      'Oferta i harmonogram',
      'Oferta w stałej cenie wraz z harmonogramem.',
    ],
    [
      'Ongoing service',
      'A named supervisor and a monthly quality check.',
      'Stała obsługa',
      'Stały opiekun i comiesięczna kontrola jakości.',
    ],
  ],
];

export const commonFaqs: readonly Item[] = [
  [
    'How quickly do you reply to inquiries?',
    'Within one business day, usually with first questions or a preliminary quote.',
    'Jak szybko odpowiadacie na zapytania?',
    'W ciągu jednego dnia roboczego, zwykle z pierwszymi pytaniami lub wstępną wyceną.',
  ],
  [
    'Do you invoice companies from other EU countries?',
    'Yes, in EUR or PLN, with the reverse charge where it applies.',
    'Czy wystawiacie faktury firmom z innych krajów UE?',
    'Tak, w euro lub w złotych, z odwrotnym obciążeniem tam, gdzie ma zastosowanie.',
  ],
];

export const promoConditions: readonly Item[] = [
  [
    'Full payment before the start',
    '50% before the start, 50% on completion',
    'Płatność 100% przed rozpoczęciem',
    '50% przed rozpoczęciem, 50% po zakończeniu',
  ],
  [
    'Standard price list',
    'For orders placed by the end of the quarter',
    'Standardowy cennik',
    'Przy zamówieniu do końca kwartału',
  ],
  [
    'Regular price',
    'For new clients, once per company',
    'Cena regularna',
    'Dla nowych klientów, jednorazowo dla firmy',
  ],
];

/** The demo admin's notes (written in English; the compare page shows them in the reader's language). */
export const verificationNotes: Record<VerificationCriterion, readonly Pair[]> = {
  competencies: [
    ['Reference projects and certificates checked.', 'Sprawdzono projekty referencyjne i certyfikaty.'],
    ['Two client references confirmed by phone.', 'Dwie referencje klientów potwierdzone telefonicznie.'],
    [
      'Licences and qualifications match the services listed.',
      'Licencje i kwalifikacje odpowiadają wymienionym usługom.',
    ],
  ],
  teamSize: [
    ['Team size matches the company register.', 'Wielkość zespołu zgadza się z danymi w rejestrze firm.'],
    [
      'Staff list checked against the declared team size.',
      'Listę pracowników porównano z deklarowaną wielkością zespołu.',
    ],
    [
      'Team size confirmed in a video call with the manager.',
      'Wielkość zespołu potwierdzona podczas rozmowy wideo z menedżerem.',
    ],
  ],
  portfolio: [
    ['Recent work samples reviewed.', 'Przejrzano przykłady ostatnich realizacji.'],
    ['Three case studies checked with the clients named.', 'Trzy studia przypadków sprawdzone u wskazanych klientów.'],
    [
      'Portfolio of recent projects reviewed; the links work.',
      'Przejrzano portfolio ostatnich projektów; linki działają.',
    ],
  ],
  serviceQuality: [
    ['Service terms and complaint procedure reviewed.', 'Przejrzano warunki usług i procedurę reklamacyjną.'],
    ['Sample contract and service levels reviewed.', 'Przejrzano wzór umowy i poziomy usług.'],
    [
      'A test inquiry was answered within one business day.',
      'Na zapytanie testowe odpowiedziano w ciągu jednego dnia roboczego.',
    ],
  ],
};
export const failedPortfolioNotes: readonly Pair[] = [
  [
    'Portfolio links are broken; asked the company for case studies.',
    'Linki w portfolio nie działają; poproszono firmę o studia przypadków.',
  ],
  [
    'The portfolio shows no work from the last two years; asked for recent examples.',
    'Portfolio nie pokazuje prac z ostatnich dwóch lat; poproszono o nowsze przykłady.',
  ],
];

/** The 15 demo clients who write the reviews (`client-<n>`). */
export const demoClients: readonly (readonly [firstName: string, lastName: string, locale: Lang])[] = [
  ['Marek', 'Wójcik', 'pl'],
  ['Anna', 'Kamińska', 'pl'],
  ['Piotr', 'Szymański', 'pl'],
  ['Magdalena', 'Woźniak', 'pl'],
  ['Michał', 'Kozłowski', 'pl'],
  ['Agnieszka', 'Jankowska', 'pl'],
  ['Paweł', 'Krawczyk', 'pl'],
  ['Ewa', 'Piotrowska', 'pl'],
  ['Jakub', 'Pawłowski', 'pl'],
  ['Joanna', 'Michalska', 'pl'],
  ['Lukas', 'Schneider', 'en'],
  ['Sophie', 'Laurent', 'en'],
  ['Jan', 'Novák', 'en'],
  ['Emma', 'Jansen', 'en'],
  ['Mateo', 'García', 'en'],
];

/**
 * Reviews are written from parts, as people write them: what they bought (one of the company's own offers,
 * quoted), how it went (a verdict of the review's rating) and sometimes a last line. Each part is a twin
 * [English, Polish]; a company never repeats a part, and no two reviews in the demo read the same.
 */
export const reviewOpenings: readonly ((offer: Pair) => Pair)[] = [
  ([en, pl]) => [`We ordered “${en}” last spring.`, `Zamówiliśmy usługę „${pl}” zeszłej wiosny.`],
  ([en, pl]) => [
    `We chose “${en}” after comparing three offers on Tendero.`,
    `Wybraliśmy ofertę „${pl}” po porównaniu trzech propozycji na Tendero.`,
  ],
  ([en, pl]) => [`Our company used “${en}” this year.`, `Nasza firma skorzystała w tym roku z oferty „${pl}”.`],
  ([en, pl]) => [
    `We needed “${en}” at short notice, before the end of the quarter.`,
    `Potrzebowaliśmy oferty „${pl}” na szybko, jeszcze przed końcem kwartału.`,
  ],
  ([en, pl]) => [
    `We started with “${en}” to see how we work together.`,
    `Zaczęliśmy od oferty „${pl}”, żeby sprawdzić, jak nam się razem pracuje.`,
  ],
  ([en, pl]) => [
    `We came to them on a recommendation and ordered “${en}”.`,
    `Trafiliśmy do nich z polecenia i zamówiliśmy usługę „${pl}”.`,
  ],
  ([en, pl]) => [`This was our second order with them: “${en}”.`, `To było nasze drugie zlecenie u nich: „${pl}”.`],
  ([en, pl]) => [
    `We bought “${en}” at the start of the year.`,
    `Na początku roku skorzystaliśmy z ich oferty „${pl}”.`,
  ],
  ([en, pl]) => [
    `In the autumn we booked “${en}” for our company.`,
    `Jesienią zamówiliśmy dla naszej firmy usługę „${pl}”.`,
  ],
];

export const reviewVerdicts: Record<3 | 4 | 5, readonly Pair[]> = {
  5: [
    [
      'Excellent cooperation from start to finish: clear communication and everything delivered on time.',
      'Świetna współpraca od początku do końca: jasna komunikacja i wszystko dostarczone w terminie.',
    ],
    [
      'A very professional team: they understood our needs quickly, and the result exceeded our expectations.',
      'Bardzo profesjonalny zespół: szybko zrozumieli nasze potrzeby, a efekt przerósł nasze oczekiwania.',
    ],
    ['Fast, precise and honest about what is possible.', 'Szybko, rzetelnie i uczciwie co do tego, co da się zrobić.'],
    [
      'Great value for money, and a contact person who really knows the details of our account.',
      'Bardzo dobra relacja jakości do ceny i opiekun, który naprawdę zna szczegóły naszej współpracy.',
    ],
    [
      'Every question got an answer the same day, usually within the hour.',
      'Każde pytanie dostawało odpowiedź tego samego dnia, zwykle w ciągu godziny.',
    ],
    [
      'The price agreed at the start was the price on the invoice, with no surprises.',
      'Cena ustalona na początku była ceną na fakturze, bez niespodzianek.',
    ],
    [
      'They spotted two problems we had not even asked about and solved them along the way.',
      'Wychwycili dwa problemy, o które nawet nie pytaliśmy, i rozwiązali je przy okazji.',
    ],
    [
      'Well organised: a clear plan, a short update every week and nobody to chase.',
      'Dobra organizacja: jasny plan, krótkie podsumowanie co tydzień i nikogo nie trzeba było ponaglać.',
    ],
    [
      'They explained every step in plain language, which our management appreciated.',
      'Każdy krok tłumaczyli prostym językiem, co doceniło nasze kierownictwo.',
    ],
  ],
  4: [
    [
      'Good work and fair prices; there were a few small delays, but they kept us informed.',
      'Dobra robota i uczciwe ceny; zdarzyły się drobne opóźnienia, ale byliśmy o nich informowani.',
    ],
    [
      'A solid, reliable partner: the first proposal needed some changes, but the final result is very good.',
      'Solidny i rzetelny partner: pierwsza propozycja wymagała poprawek, ale efekt końcowy jest bardzo dobry.',
    ],
    [
      'We are satisfied overall; communication could be a little faster, but the quality is there.',
      'Ogólnie jesteśmy zadowoleni; komunikacja mogłaby być nieco szybsza, ale jakość jest na wysokim poziomie.',
    ],
    [
      'Competent people and a clear process, though I would like more frequent status updates.',
      'Kompetentni ludzie i przejrzysty proces, choć przydałyby się częstsze informacje o postępach.',
    ],
    [
      'The result is good; the start took longer than planned because of paperwork on their side.',
      'Efekt jest dobry; start trwał dłużej, niż planowano, przez formalności po ich stronie.',
    ],
    [
      'Knowledgeable and friendly, only the final report came a week late.',
      'Fachowo i życzliwie, tylko raport końcowy przyszedł z tygodniowym opóźnieniem.',
    ],
    [
      'Good quality for a fair price; we had to explain some of our requirements twice.',
      'Dobra jakość w uczciwej cenie; część wymagań musieliśmy tłumaczyć dwa razy.',
    ],
    [
      'Everything was done as agreed, although the invoice needed a correction.',
      'Wszystko zrobione zgodnie z umową, choć faktura wymagała korekty.',
    ],
  ],
  3: [
    [
      'The result was fine, but the work took three weeks longer than agreed.',
      'Efekt w porządku, ale praca trwała trzy tygodnie dłużej, niż ustaliliśmy.',
    ],
    [
      'Correct work, but we had to chase them for answers more than once.',
      'Poprawnie wykonana praca, ale kilka razy musieliśmy dopytywać o odpowiedzi.',
    ],
    [
      'An average experience: good specialists, weaker project management.',
      'Przeciętne doświadczenie: dobrzy specjaliści, słabsze zarządzanie projektem.',
    ],
    [
      'Our contact person changed twice, and each time we had to explain everything again.',
      'Nasz opiekun zmieniał się dwa razy i za każdym razem musieliśmy wszystko tłumaczyć od nowa.',
    ],
    [
      'The final price was higher than the quote because of extra hours we had not expected.',
      'Cena końcowa była wyższa od wyceny przez dodatkowe godziny, których się nie spodziewaliśmy.',
    ],
    [
      'The work itself is acceptable, but the documentation we received is thin.',
      'Sama praca jest w porządku, ale otrzymana dokumentacja jest skromna.',
    ],
    [
      'It got done in the end, after a slow start and several reminders from us.',
      'W końcu się udało, po powolnym starcie i kilku przypomnieniach z naszej strony.',
    ],
  ],
};

export const reviewClosings: Record<3 | 4 | 5, readonly Pair[]> = {
  5: [
    ['Highly recommended.', 'Zdecydowanie polecam.'],
    ['We will certainly work with them again.', 'Na pewno jeszcze skorzystamy.'],
    ['We have already ordered the next project.', 'Zleciliśmy już kolejny projekt.'],
    ['I can recommend them without hesitation.', 'Mogę ich polecić bez wahania.'],
    ['Thank you to the whole team!', 'Dziękujemy całemu zespołowi!'],
  ],
  4: [
    ['We would work with them again.', 'Skorzystalibyśmy ponownie.'],
    ['Recommended, with small reservations.', 'Polecam, z drobnymi zastrzeżeniami.'],
    ['Overall a good choice.', 'Ogólnie dobry wybór.'],
    [
      'Four stars, and a fifth next time if the updates improve.',
      'Cztery gwiazdki, a następnym razem pięć, jeśli poprawią komunikację.',
    ],
  ],
  3: [
    ['We have not decided yet whether to continue.', 'Jeszcze nie zdecydowaliśmy, czy kontynuować współpracę.'],
    ['There is room for improvement.', 'Jest tu pole do poprawy.'],
    ['Fine for simple jobs.', 'W porządku przy prostszych zleceniach.'],
  ],
};

/** A company's answer: thanks of the review's rating, and sometimes what happens next (twins, as above). */
export const answerThanks: Record<3 | 4 | 5, readonly Pair[]> = {
  5: [
    ['Thank you for the kind words!', 'Dziękujemy za miłe słowa!'],
    ['Thank you for your trust.', 'Dziękujemy za zaufanie.'],
    [
      'Many thanks for the review – we will pass it on to the whole team.',
      'Bardzo dziękujemy za opinię – przekażemy ją całemu zespołowi.',
    ],
    ['It was a pleasure to work with your team.', 'Współpraca z Państwa zespołem była dla nas przyjemnością.'],
    ['We are glad it went so well.', 'Cieszymy się, że wszystko poszło tak dobrze.'],
  ],
  4: [
    ['Thank you for the review and the helpful remarks.', 'Dziękujemy za opinię i cenne uwagi.'],
    ['Thank you for the four stars and the honest comments.', 'Dziękujemy za cztery gwiazdki i szczere uwagi.'],
    ['Thank you! We are glad the result is good.', 'Dziękujemy! Cieszymy się, że efekt jest dobry.'],
    ['Thanks for taking the time to write this.', 'Dziękujemy, że poświęcili Państwo czas na tę opinię.'],
  ],
  3: [
    ['Thank you for the honest feedback.', 'Dziękujemy za szczerą opinię.'],
    [
      'We are sorry it was not as smooth as it should have been.',
      'Przykro nam, że nie wszystko poszło tak sprawnie, jak powinno.',
    ],
    ['Thank you for telling us plainly what went wrong.', 'Dziękujemy, że wprost napisali Państwo, co poszło nie tak.'],
  ],
};

export const answerFollowUps: Record<3 | 4 | 5, readonly Pair[]> = {
  5: [
    ['We look forward to our next project together.', 'Czekamy na kolejny wspólny projekt.'],
    ['See you at the next one!', 'Do zobaczenia przy kolejnym zleceniu!'],
    ['Your review made our week.', 'Państwa opinia poprawiła nam cały tydzień.'],
  ],
  4: [
    ['We are working on faster updates.', 'Pracujemy nad szybszym informowaniem o postępach.'],
    [
      'We have taken your comments on board for the next project.',
      'Państwa uwagi wykorzystamy przy kolejnym projekcie.',
    ],
    [
      'Next time we will agree on the reporting rhythm at the start.',
      'Następnym razem ustalimy rytm raportowania na samym początku.',
    ],
  ],
  3: [
    [
      'We have changed how we report progress so this does not happen again.',
      'Zmieniliśmy sposób raportowania postępów, aby to się nie powtórzyło.',
    ],
    [
      'Your account manager will call you to discuss how we can make up for it.',
      'Opiekun Państwa konta zadzwoni, aby omówić, jak możemy to wynagrodzić.',
    ],
    [
      'We now confirm every change of scope and price in writing first.',
      'Teraz każdą zmianę zakresu i ceny najpierw potwierdzamy na piśmie.',
    ],
  ],
};

// --- generation -------------------------------------------------------------------------------------------
