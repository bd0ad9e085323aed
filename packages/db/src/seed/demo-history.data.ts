/**
 * The demo's past (issue 18): what clients asked companies and wrote to their reps over the last three
 * months, so the trust figures (response times, buyers' records) rest on a history on a fresh start.
 * Each text in the client's language of the two.
 */
type Pair = { en: string; pl: string };

/** How a company answers: the median delay of its first answer, and how many clients it leaves waiting. */
export const demoAnswerHabits = {
  quick: { offerMinutes: 45, chatMinutes: 12, unanswered: 0.05, inquiries: 8, chats: 7 },
  steady: { offerMinutes: 200, chatMinutes: 60, unanswered: 0.1, inquiries: 7, chats: 6 },
  slow: { offerMinutes: 1800, chatMinutes: 600, unanswered: 0.35, inquiries: 7, chats: 5 },
  /** Too few events for figures: the page says "not enough data yet". */
  new: { offerMinutes: 120, chatMinutes: 30, unanswered: 0, inquiries: 2, chats: 2 },
} as const;
export type DemoAnswerHabit = keyof typeof demoAnswerHabits;

/** Needs clients described in past inquiries (any service: the inquiry asked the company directly). */
export const demoPastNeeds: Pair[] = [
  {
    en: 'We are looking for a partner for a project starting next quarter. Please send your offer with a timeline and what is included.',
    pl: 'Szukamy partnera do projektu, który zaczyna się w przyszłym kwartale. Prosimy o ofertę z harmonogramem i zakresem.',
  },
  {
    en: 'Our current provider is leaving the market. We need someone to take over from the first of next month.',
    pl: 'Nasz obecny wykonawca kończy działalność. Potrzebujemy kogoś, kto przejmie obsługę od pierwszego dnia przyszłego miesiąca.',
  },
  {
    en: 'Small team of twelve, growing fast. We would like a fixed monthly price and one person to talk to.',
    pl: 'Mały zespół, dwanaście osób, szybko rośniemy. Chcemy stałej ceny miesięcznej i jednej osoby do kontaktu.',
  },
  {
    en: 'One-off job with a firm deadline at the end of the month. Please say whether you can make it and at what price.',
    pl: 'Jednorazowe zlecenie z twardym terminem na koniec miesiąca. Prosimy o informację, czy zdążycie i za ile.',
  },
  {
    en: 'We compare three providers before the board meeting. A short offer with references would help us most.',
    pl: 'Porównujemy trzech wykonawców przed posiedzeniem zarządu. Najbardziej pomoże nam krótka oferta z referencjami.',
  },
  {
    en: 'A second location opens in spring and needs the same service as the first. Budget agreed, start flexible.',
    pl: 'Wiosną otwieramy drugi oddział, który potrzebuje tej samej usługi co pierwszy. Budżet zatwierdzony, start elastyczny.',
  },
];

/** A client's first message in a chat, the rep's answer, and (sometimes) the client's thanks. */
export const demoChatExchanges: { opener: Pair; answer: Pair; thanks: Pair }[] = [
  {
    opener: {
      en: 'Hello, do you have capacity for a new client from next month?',
      pl: 'Dzień dobry, czy macie Państwo możliwość przyjęcia nowego klienta od przyszłego miesiąca?',
    },
    answer: {
      en: 'Hello! Yes, we do. Could you tell me a bit more about the scope, so I can prepare an offer?',
      pl: 'Dzień dobry! Tak, mamy. Czy może Pan/Pani opisać zakres, żebym mogła przygotować ofertę?',
    },
    thanks: { en: 'Great, I will send the details today.', pl: 'Świetnie, jeszcze dziś prześlę szczegóły.' },
  },
  {
    opener: {
      en: 'Is the price on your profile per month or per project?',
      pl: 'Czy cena w Państwa profilu jest miesięczna, czy za cały projekt?',
    },
    answer: {
      en: 'It is per month, with everything listed in the offer included. One-off work is priced separately.',
      pl: 'Miesięczna, ze wszystkim, co wymienia oferta. Prace jednorazowe wyceniamy osobno.',
    },
    thanks: { en: 'Thank you, that is clear.', pl: 'Dziękuję, wszystko jasne.' },
  },
  {
    opener: {
      en: 'Could we have a short call this week about our inquiry?',
      pl: 'Czy możemy w tym tygodniu krótko porozmawiać o naszym zapytaniu?',
    },
    answer: {
      en: 'Of course. Would Thursday at 10:00 suit you?',
      pl: 'Oczywiście. Czy pasuje Panu/Pani czwartek o 10:00?',
    },
    thanks: { en: 'Thursday works, thanks.', pl: 'Czwartek pasuje, dziękuję.' },
  },
  {
    opener: {
      en: 'Do you work with companies outside your city as well?',
      pl: 'Czy pracujecie także z firmami spoza Waszego miasta?',
    },
    answer: {
      en: 'Yes, most of our clients work with us remotely; we visit when it is needed.',
      pl: 'Tak, większość klientów obsługujemy zdalnie, a w razie potrzeby przyjeżdżamy.',
    },
    thanks: { en: 'Good to know, thank you.', pl: 'Dobrze wiedzieć, dziękuję.' },
  },
];
