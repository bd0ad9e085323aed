/**
 * The languages a journey runs in (issue 36). A journey takes the same steps in either language: the code it
 * drives differs only in its texts, and those are checked in both languages elsewhere: a missing key fails
 * the typecheck (typed keys), `page-texts.spec.ts` opens every role's pages in both and finds no key path,
 * `texts-in-both-languages.spec.ts` and `public-pages.spec.ts` check what each language shows and stores.
 * So each journey runs once, in its own language (about half Polish and half English; the Polish ones include
 * the phone layouts, whose longer words are the harder case), which halved the journeys' browser time.
 * `E2E_EVERY_LANGUAGE=1` runs every journey in both languages again (`npm run test:e2e` with it set: before
 * a release, or when a journey's texts change).
 */
export type JourneyLocale = 'en' | 'pl';

export const everyLanguage = process.env.E2E_EVERY_LANGUAGE === '1';

export function journeyLocales(own: JourneyLocale): readonly JourneyLocale[] {
  return everyLanguage ? ['en', 'pl'] : [own];
}
