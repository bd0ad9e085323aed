import AxeBuilder from '@axe-core/playwright';
import { type Browser, expect, type Locator, type Page } from '@playwright/test';
import { acceptNecessaryCookies } from './helpers';

export type Mine = { items: { id: string; description: string; state: string; askedCompanies: { name: string }[] }[] };

/** The texts a journey reads, in both languages (the same the message files hold). */
export const words = {
  en: {
    newInquiry: 'New inquiry',
    addService: 'Add a service…',
    custom: 'Custom software development',
    website: 'Website development',
    description: 'What do you need?',
    visibility: 'Visible to providers for',
    budgetMin: 'From',
    budgetMax: 'To',
    city: 'City (optional)',
    cracow: 'Kraków',
    send: 'Send inquiry',
    servicesRequired: 'Select at least one service',
    descriptionShort: 'Describe what you need in at least 20 characters',
    added: 'Order added',
    updated: 'Order updated',
    deleted: 'Order deleted',
    closedToast: 'Inquiry closed',
    edit: 'Edit',
    save: 'Save changes',
    extend: 'Extend',
    extendTitle: 'Extend the inquiry',
    extendBy: 'Extend by',
    days14: '14 days',
    daysLeft: (days: number) => `${days} days left`,
    close: 'Close inquiry',
    closed: 'Closed',
    closedWithout: 'Closed without an offer',
    delete: 'Delete',
    deleteConfirm: 'Delete inquiry',
    open: 'Open',
    past: 'Expired and closed',
    ask: 'Ask for an offer',
    dialog: 'Ask for an offer',
    openInquiry: 'Open the inquiry',
    asked: 'Asked directly',
    signInTitle: 'Sign in to send your inquiry',
    signIn: 'Sign in',
    register: 'Register',
    login: 'Username or e-mail',
    password: 'Password',
    draftKept: 'We kept your inquiry.',
    askedOf: 'Asked directly of',
    chosen: 'Chosen services',
    offers: 'No offers yet',
    compare: 'Compare offers',
    sortTimeline: 'Delivery time',
    cheapest: 'Lowest price',
    fastest: 'Fastest',
    accept: 'Accept offer',
    decline: 'Decline',
    declineConfirm: 'Decline offer',
    accepted: 'Accepted',
    declined: 'Declined',
    notChosen: 'Not chosen',
    acceptTold: 'other company that sent an offer is told at once',
    chat: 'Start chat',
    youAccepted: (company: string) => `You accepted the offer of ${company.replace(/\.$/, '')}.`,
  },
  pl: {
    newInquiry: 'Nowe zapytanie',
    addService: 'Dodaj usługę…',
    custom: 'Oprogramowanie na zamówienie',
    website: 'Tworzenie stron internetowych',
    description: 'Czego potrzebujesz?',
    visibility: 'Widoczne dla wykonawców przez',
    budgetMin: 'Od',
    budgetMax: 'Do',
    city: 'Miasto (opcjonalnie)',
    cracow: 'Kraków',
    send: 'Wyślij zapytanie',
    servicesRequired: 'Wybierz co najmniej jedną usługę',
    descriptionShort: 'Opisz, czego potrzebujesz, w co najmniej 20 znakach',
    added: 'Zlecenie dodane',
    updated: 'Zlecenie zaktualizowane',
    deleted: 'Zlecenie usunięte',
    closedToast: 'Zapytanie zamknięte',
    edit: 'Edytuj',
    save: 'Zapisz zmiany',
    extend: 'Przedłuż',
    extendTitle: 'Przedłuż zapytanie',
    extendBy: 'Przedłuż o',
    days14: '14 dni',
    daysLeft: (days: number) => `Zostało ${days} dni`,
    close: 'Zamknij zapytanie',
    closed: 'Zamknięte',
    closedWithout: 'Zamknięte bez wyboru oferty',
    delete: 'Usuń',
    deleteConfirm: 'Usuń zapytanie',
    open: 'Otwarte',
    past: 'Wygasłe i zamknięte',
    ask: 'Zapytaj o ofertę',
    dialog: 'Zapytaj o ofertę',
    openInquiry: 'Otwórz zapytanie',
    asked: 'Zapytane firmy',
    signInTitle: 'Zaloguj się, aby wysłać zapytanie',
    signIn: 'Zaloguj się',
    register: 'Zarejestruj się',
    login: 'Nazwa użytkownika lub e-mail',
    password: 'Hasło',
    draftKept: 'Zachowaliśmy Twoje zapytanie.',
    askedOf: 'Zapytanie bezpośrednio do',
    chosen: 'Wybrane usługi',
    offers: 'Brak ofert',
    compare: 'Porównaj oferty',
    sortTimeline: 'Czasu realizacji',
    cheapest: 'Najniższa cena',
    fastest: 'Najszybciej',
    accept: 'Przyjmij ofertę',
    decline: 'Odrzuć',
    declineConfirm: 'Odrzuć ofertę',
    accepted: 'Przyjęta',
    declined: 'Odrzucona',
    notChosen: 'Niewybrana',
    acceptTold: 'druga firma, która przysłała ofertę, od razu dowie się',
    chat: 'Rozpocznij czat',
    youAccepted: (company: string) => `Przyjąłeś ofertę firmy ${company.replace(/\.$/, '')}.`,
  },
} as const;

export async function newPage(browser: Browser): Promise<Page> {
  const context = await browser.newContext();
  await acceptNecessaryCookies(context);
  return context.newPage();
}

export async function expectNoSeriousA11yIssues(page: Page) {
  const axe = await new AxeBuilder({ page }).exclude('[data-sonner-toaster]').analyze();
  const serious = axe.violations.filter((v) => v.impact === 'serious' || v.impact === 'critical');
  expect(serious.map((v) => `${v.id}: ${v.nodes.map((n) => n.target.join(' ')).join(', ')}`)).toEqual([]);
}

/** A sales rep answers an inquiry through the API (the provider's own pages are another journey). */
export async function offer(
  browser: Browser,
  rep: string,
  inquiryId: string,
  fields: { priceMin: number; priceMax?: number; timelineDays: number; paymentTerms: string },
) {
  const context = await browser.newContext();
  const signedIn = await context.request.post('/api/auth/sign-in', {
    data: { username: rep, password: 'Tendero!2026' },
  });
  expect(signedIn.ok(), `${rep} signs in`).toBe(true);
  const response = await context.request.post(`/api/orders/${inquiryId}/applications`, {
    data: {
      message: `Hello, we have done this many times and would be glad to help (${rep}).`,
      currency: 'PLN',
      scope: 'Design, build, content entry and training for your team.',
      validUntil: new Date(Date.now() + 20 * 86_400_000).toISOString().slice(0, 10),
      ...fields,
    },
  });
  expect(response.status(), `${rep} sends an offer`).toBe(201);
  const company = ((await response.json()) as { company: { name: string } }).company.name;
  await context.close();
  return company;
}

export async function mine(page: Page): Promise<Mine> {
  return (await page.request.get('/api/orders/my')).json();
}

/** The inquiry card whose text contains `text` (its description). */
export function card(page: Page, text: string): Locator {
  return page.getByRole('article').filter({ hasText: text });
}
