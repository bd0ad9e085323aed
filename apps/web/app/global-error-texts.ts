/**
 * The last-resort page's two texts in both languages, written out: importing them from
 * `messages/{en,pl}/errors.json` put both languages' whole error catalogue (1.6 KB gzip) into the scripts
 * of every page, as this page is loaded with each. `global-error.test.ts` keeps them equal to the catalogue.
 */
export const globalErrorTexts = {
  en: { title: 'Internal Server Error', body: 'Something went wrong on our side. Please try again in a moment.' },
  pl: { title: 'Wewnętrzny błąd serwera', body: 'Coś poszło nie tak po naszej stronie. Spróbuj ponownie za chwilę.' },
} as const;
