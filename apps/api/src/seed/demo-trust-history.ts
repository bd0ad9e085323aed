import type { Db } from '@tendero/db';
import {
  type DemoAnswerHabit,
  type DemoHistoryPerson,
  type DemoPastChat,
  type DemoPastInquiry,
  demoAnswerHabits,
  demoChatExchanges,
  demoHistoryPeople,
  demoHistoryWritten,
  demoPastNeeds,
  writeDemoHistory,
} from '@tendero/db/seed';
import { markReviewVerified, refreshCompanyFacts } from '@tendero/domain/marketplace';
import { refreshTrustFigures } from '@tendero/domain/trust';
import { demoMarketplaceCompanies, hashOf, mulberry32, pick, type Random, shuffled } from './demo-marketplace-build';

const minute = 60_000;
const day = 86_400_000;

type Person = DemoHistoryPerson;

/**
 * The demo's last three months (issue 18): inquiries that clients asked companies directly and the
 * offers their reps sent, after delays typical of each company's habit (quick, steady, slow, new), and
 * conversations clients started with the reps; every past inquiry has finished (accepted, closed with a
 * reason, or ran out), so clients have buyers' records. The demo company answers quickly; a dozen other
 * listed companies follow the other habits, so "answers fastest" and "not enough data yet" both show.
 * Written directly (it is the past: nobody is e-mailed about it), then the figures are computed once.
 * Idempotent: recorded in app_meta once written.
 */
export async function seedDemoTrustHistory(db: Db, now = new Date()): Promise<void> {
  if (await demoHistoryWritten(db)) return;
  const listed = demoMarketplaceCompanies().filter((company) => company.state === 'V');
  const habits: DemoAnswerHabit[] = ['steady', 'slow', 'quick', 'new'];
  const answering = [
    { rep: 'rep', habit: 'quick' as DemoAnswerHabit },
    ...listed.slice(0, 12).map((company, index) => ({
      rep: `rep-${company.slug}`,
      habit: habits[index % habits.length] as DemoAnswerHabit,
    })),
  ];
  const clientNames = Array.from({ length: 15 }, (_, index) => `client-${index + 1}`);
  const people = await demoHistoryPeople(db, [...answering.map((a) => a.rep), ...clientNames]);
  const clients = clientNames.flatMap((name) => people.get(name) ?? []);
  if (clients.length === 0) return;
  const history: { inquiries: DemoPastInquiry[]; chats: DemoPastChat[] } = { inquiries: [], chats: [] };
  for (const { rep: repName, habit } of answering) {
    const rep = people.get(repName);
    if (!rep?.companyId) continue;
    const random = mulberry32(hashOf(`history:${repName}`));
    history.inquiries.push(...pastInquiries(random, rep, clients, habit, now));
    history.chats.push(...pastChats(random, rep, clients, habit, now));
  }
  await writeDemoHistory(db, history, now);
  // A client who accepted an offer here and had reviewed the company is a verified client now (as
  // accepting through the app would mark it), so the demo's ratings stay true to its deals.
  const accepted = new Set(
    history.inquiries
      .filter((past) => past.application?.state === 'accepted')
      .map((past) => `${past.inquiry.clientId}|${past.companyId}`),
  );
  const moved = new Set<string>();
  for (const pair of accepted) {
    const [clientId, companyId] = pair.split('|') as [string, string];
    if (await markReviewVerified(db, clientId, companyId)) moved.add(companyId);
  }
  for (const companyId of moved) await refreshCompanyFacts(db, companyId, now);
  await refreshTrustFigures({ db, clock: { now: () => now } });
}

/** A delay around `median` minutes (log-normal), and whether it came at all. */
function delay(random: Random, median: number, unanswered: number): number | null {
  if (random() < unanswered) return null;
  const normal = Math.sqrt(-2 * Math.log(1 - random())) * Math.cos(2 * Math.PI * random());
  return Math.max(3, Math.round(median * Math.exp(0.7 * normal))) * minute;
}

/** A working-day moment `daysAgo` days back (9:00–16:00 in Warsaw, give or take), never at a weekend. */
function askedAt(random: Random, now: Date, daysAgo: number): Date {
  const at = new Date(now.getTime() - daysAgo * day);
  at.setUTCHours(7 + Math.floor(random() * 7), Math.floor(random() * 60), 0, 0);
  while (at.getUTCDay() === 0 || at.getUTCDay() === 6) at.setTime(at.getTime() - day);
  return at;
}

const text = (pair: { en: string; pl: string }, locale: string) => (locale === 'pl' ? pair.pl : pair.en);

function pastInquiries(
  random: Random,
  rep: Person,
  clients: Person[],
  habit: DemoAnswerHabit,
  now: Date,
): DemoPastInquiry[] {
  const { inquiries: count, offerMinutes, unanswered } = demoAnswerHabits[habit];
  const past: DemoPastInquiry[] = [];
  for (let index = 0; index < count; index++) {
    const client = pick(random, clients);
    const created = askedAt(random, now, 6 + Math.floor(((index + random()) * 80) / count));
    const wait = delay(random, offerMinutes, unanswered);
    const offered = wait === null ? null : new Date(created.getTime() + wait);
    // What the client did: accepted it, closed with a reason, or let it run out (7 days) undecided.
    const roll = random();
    const fate = offered === null ? 'ranOut' : roll < 0.45 ? 'accepted' : roll < 0.75 ? 'closed' : 'ranOut';
    const decidedAt =
      offered && fate !== 'ranOut'
        ? new Date(Math.min(offered.getTime() + (1 + random() * 6) * day, now.getTime() - day))
        : null;
    const visibleUntil = new Date(created.getTime() + 7 * day);
    const inquiry: DemoPastInquiry['inquiry'] = {
      clientId: client.id,
      // The company's own service: the client asked it directly for what it does.
      services: rep.services?.length ? [pick(random, rep.services)] : ['custom-software-development'],
      description: text(pick(random, demoPastNeeds), client.locale),
      budgetMin: 2000 + Math.floor(random() * 8) * 1000,
      currency: 'PLN',
      city: 'warszawa',
      state: fate === 'ranOut' ? 'open' : 'closed',
      outcome: fate === 'accepted' ? 'accepted' : fate === 'closed' ? 'closed' : null,
      closeReason: fate === 'closed' ? pick(random, ['chosenElsewhere', 'notNeeded', 'budget'] as const) : null,
      visibleUntil: decidedAt && decidedAt < visibleUntil ? decidedAt : visibleUntil,
      applicationCount: offered ? 1 : 0,
      digestedAt: created,
      closedAt: decidedAt,
      createdAt: created,
      updatedAt: decidedAt ?? offered ?? created,
    };
    if (!rep.companyId) continue;
    if (!offered) {
      past.push({ inquiry, companyId: rep.companyId, application: null });
      continue;
    }
    past.push({
      inquiry,
      companyId: rep.companyId,
      application: {
        repId: rep.id,
        companyId: rep.companyId,
        state: fate === 'accepted' ? 'accepted' : fate === 'closed' ? 'notChosen' : 'pending',
        message: text(
          {
            en: 'Thank you for asking us. Our offer is below; we can start within two weeks.',
            pl: 'Dziękujemy za zapytanie. Poniżej nasza oferta; możemy zacząć w ciągu dwóch tygodni.',
          },
          client.locale,
        ),
        priceMin: 3000 + Math.floor(random() * 10) * 500,
        currency: 'PLN',
        timelineDays: 14 + Math.floor(random() * 4) * 7,
        scope: text({ en: 'As described in the inquiry.', pl: 'Zgodnie z opisem w zapytaniu.' }, client.locale),
        paymentTerms: text({ en: 'Monthly, 14 days', pl: 'Miesięcznie, 14 dni' }, client.locale),
        validUntil: new Date(offered.getTime() + 30 * day).toISOString().slice(0, 10),
        decidedAt: fate === 'ranOut' ? null : decidedAt,
        createdAt: offered,
        updatedAt: decidedAt ?? offered,
      },
    });
  }
  return past;
}

function pastChats(random: Random, rep: Person, clients: Person[], habit: DemoAnswerHabit, now: Date): DemoPastChat[] {
  const { chats: count, chatMinutes, unanswered } = demoAnswerHabits[habit];
  const talking = shuffled(random, clients).slice(0, count);
  return talking.map((client, index) => {
    const exchange = demoChatExchanges[index % demoChatExchanges.length] as (typeof demoChatExchanges)[number];
    const opened = askedAt(random, now, 3 + Math.floor(((index + random()) * 85) / count));
    const wait = delay(random, chatMinutes, unanswered);
    const messages: DemoPastChat['messages'] = [
      { senderId: client.id, receiverId: rep.id, text: text(exchange.opener, client.locale), at: opened },
    ];
    if (wait !== null) {
      const answered = new Date(opened.getTime() + wait);
      messages.push({
        senderId: rep.id,
        receiverId: client.id,
        text: text(exchange.answer, client.locale),
        at: answered,
      });
      if (random() < 0.6) {
        const thanked = new Date(answered.getTime() + (5 + random() * 60) * minute);
        messages.push({
          senderId: client.id,
          receiverId: rep.id,
          text: text(exchange.thanks, client.locale),
          at: thanked,
        });
      }
    }
    return { pairKey: [client.id, rep.id].sort().join(':'), messages };
  });
}
