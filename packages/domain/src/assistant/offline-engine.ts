import { type AssistantPart, actsAsRep, type Locale, type WorkLanguage } from '@tendero/contracts';
import { formatMoneyRange, type Messages, translator } from '@tendero/i18n';
import type { Session } from '../accounts/index';
import { findPlace, serviceNames } from '../catalog/index';
import { foldText } from '../shared/fold-text';
import { draftInquiry, findCompanies, readNeed } from './assistant-tools';
import { type ApplicationSources, type DraftOutcome, draftApplication } from './draft-application';
import { type AssistantSources, explainCompany, resolveCompany } from './explain-company';

/** What an engine gives the conversation as it answers: text as it comes, and parts (cards, a draft). */
export type AnswerSink = { text: (delta: string) => void; part: (part: AssistantPart) => void };
export type AnswerInput = {
  question: string;
  locale: Locale;
  history: { role: 'user' | 'assistant'; text: string }[];
  /** Who asks: every tool reads with their permissions. */
  asker: Session;
  now: Date;
};
/** What the engines' tools read, each with the asker's permissions. */
export type EngineSources = AssistantSources & ApplicationSources;
export type AssistantEngineImpl = {
  kind: 'offline' | 'model';
  model: string | null;
  answer: (input: AnswerInput, sink: AnswerSink, signal: AbortSignal) => Promise<void>;
};

type Topic = 'support' | 'terms' | 'privacy' | 'premium' | 'verification' | 'delete';
/** Questions about Tendero itself, by the words people use (folded, either language). */
const topics: [Topic, RegExp][] = [
  ['delete', /\b(delete|remove|close) (my )?account|usun\w* (moje )?konto|usuniec\w* konta/],
  ['premium', /\bpremium|abonament\w*|subscription|pakiet\w* plat\w*/],
  ['verification', /\bverif\w*|weryfik\w*|zweryfik\w*/],
  ['privacy', /\bprivacy|prywatn\w*|rodo|gdpr|dane osobowe|personal data/],
  ['terms', /\bterms|regulamin\w*|zasad\w* korzystania/],
  ['support', /\bsupport|wsparci\w*|pomoc\w* techniczn\w*|godzin\w*|hours|kontakt\w* z tendero|contact tendero/],
];
const topicLinks: Record<Topic, { label: keyof Messages['assistant']['links']; route: string }[]> = {
  support: [{ label: 'contact', route: '/account-settings/support' }],
  terms: [{ label: 'terms', route: '/statue' }],
  privacy: [
    { label: 'privacy', route: '/privacy' },
    { label: 'contacts', route: '/contacts' },
  ],
  premium: [{ label: 'terms', route: '/statue' }],
  verification: [{ label: 'marketplace', route: '/marketplace' }],
  delete: [{ label: 'settings', route: '/account-settings' }],
};
/** Words of someone looking for a provider, in either language (folded). */
const asksForProvider =
  /\b(need|needs|looking for|find|search|recommend|hire|szukam|szukamy|potrzebuj\w*|polec\w*|znajdz\w*|zatrudni\w*)\b/;
/** Asking for an inquiry to be written, in either language. */
const wantsDraft = /\b(draft|write|prepare|create)\b.*\binquir|\binquir\w* (draft|for me)|zapytani\w*|przygotuj|napisz/;
/** A sales rep asking for an offer to be drafted, in either language. */
const wantsOffer = /\b(offer|application|apply|proposal|ofert\w*|propozycj\w*|aplikacj\w*)\b/;
/** Asking about one company: what it offers, its FAQ, its reviews. */
const asksAboutCompany =
  /\b(about|what does|offers?|faqs?|reviews?|opinions?|explain|who is|opowiedz|co oferuj\w*|ofert\w*|opini\w*|recenzj\w*|pytani\w*|czym (sie )?zajmuj\w*)\b/;
const uuidPattern = /[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}/i;

const languageNames = (language: WorkLanguage, locale: Locale) =>
  new Intl.DisplayNames([locale], { type: 'language' }).of(language) ?? language;

/**
 * The assistant without a model: it reads the question with the same tools the model would call (the
 * catalogue and the marketplace search; Tendero's help texts) and answers from what they return. It says
 * it is the offline assistant. Every text in the asker's language.
 */
export function createOfflineEngine(deps: EngineSources): AssistantEngineImpl {
  return {
    kind: 'offline',
    model: null,
    async answer({ question, locale, asker, now }, sink) {
      const say = translator(locale, 'assistant');
      sink.text(`${say('offline')}\n\n`);
      const folded = foldText(question);
      const reference = question.match(uuidPattern)?.[0] ?? null;
      const pastedCompany = /\/marketplace\/company\//.test(question);
      // A sales rep asking for an offer on an inquiry (its reference pasted, or from "Draft with the assistant").
      if (actsAsRep(asker) && wantsOffer.test(folded) && !pastedCompany) {
        if (!reference) {
          sink.text(say('application.howTo'));
          sink.part({ type: 'links', items: [{ label: say('links.findOrders'), path: `/${locale}/orders/find` }] });
          return;
        }
        const outcome = await draftApplication(deps, asker, reference.toLowerCase(), locale, now);
        sink.text(describeDraft(outcome, locale));
        if (outcome.part) sink.part(outcome.part);
        return;
      }
      if ((reference && pastedCompany) || (!reference && asksAboutCompany.test(folded))) {
        const companyId = await resolveCompany(deps.marketplace, question, locale);
        const details = companyId ? await explainCompany(deps, asker, companyId, locale) : null;
        if (details) {
          const { company } = details;
          sink.text(
            say('companyIntro', {
              name: company.name,
              where: company.city ? say('where', { city: company.city }) : '',
            }),
          );
          sink.part(details);
          return;
        }
        if (reference) {
          sink.text(say('companyNotFound'));
          return;
        }
      }
      const topic = topics.find(([, pattern]) => pattern.test(folded))?.[0];
      const need = readNeed(question);
      // "What are your support hours?" asks about Tendero; "I need IT support in Kraków" asks for a provider.
      if (topic && (need.services.length === 0 || !asksForProvider.test(folded))) {
        sink.text(say(`facts.${topic}`));
        sink.part({
          type: 'links',
          items: topicLinks[topic].map((link) => ({
            label: say(`links.${link.label}`),
            path: `/${locale}${link.route}`,
          })),
        });
        return;
      }
      // The marketplace search finds the companies, asked the words of the need with its city and language.
      const found = await findCompanies(deps.marketplace, need, locale);
      const service = need.services[0];
      if (!found || (found.total === 0 && !service)) {
        sink.text(say('notUnderstood'));
        return;
      }
      const cityName = need.city ? (findPlace(need.city)?.names[locale] ?? need.city) : null;
      const languageName = need.language ? languageNames(need.language, locale) : null;
      if (found.total === 0) {
        sink.text(say('noneFound', { service: serviceNames([service ?? ''], locale)[0] ?? need.words }));
      } else {
        const kept = (kind: 'city' | 'language') => !found.relaxed.includes(kind);
        sink.text(
          say('found', {
            total: found.total,
            what: need.words,
            where: cityName && kept('city') ? say('where', { city: cityName }) : '',
            speaking: languageName && kept('language') ? say('speaking', { language: languageName }) : '',
          }),
        );
        if (languageName && !kept('language')) sink.text(` ${say('relaxedLanguage', { language: languageName })}`);
        if (cityName && !kept('city')) sink.text(` ${say('relaxedCity', { city: cityName })}`);
        sink.text(` ${say('bestMatches')}`);
        sink.part({ type: 'companies', items: found.items, searchPath: found.searchPath });
      }
      if (wantsDraft.test(folded) || found.total === 0) {
        sink.text(`\n\n${say('draftOffer')}`);
        sink.part(draftInquiry(question, need, locale));
      }
    },
  };
}

/** What the assistant says of a drafted offer (or why there is none), in the asker's language. */
export function describeDraft(outcome: DraftOutcome, locale: Locale): string {
  const say = translator(locale, 'assistant.application');
  if (outcome.kind !== 'drafted') return say(outcome.kind);
  const { draft, inquiry } = outcome.part;
  const budget = inquiry.budget
    ? formatMoneyRange(inquiry.budget.min, inquiry.budget.max, inquiry.budget.currency, locale)
    : null;
  return [
    say('drafted'),
    outcome.priced
      ? say('priceFromProfile')
      : say('priceMissing', { budget: budget ? say('budgetHint', { budget }) : '' }),
    draft.timelineDays === null ? say('timelineMissing') : null,
  ]
    .filter(Boolean)
    .join(' ');
}
