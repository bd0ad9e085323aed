import { type Locale, withLocale } from '@tendero/contracts';
import type { ReactNode } from 'react';

/** A part of a rich message that links to a legal page, opened beside the form or offer. */
function legalLink(locale: Locale, path: '/statue' | '/privacy') {
  return (chunks: ReactNode) => (
    <a
      href={withLocale(locale, path)}
      target="_blank"
      rel="noopener"
      className="font-medium text-brand-700 underline underline-offset-2 hover:text-brand-900"
    >
      {chunks}
    </a>
  );
}

/** The `<terms>` part of a rich message: the terms of service. */
export const termsLink = (locale: Locale) => legalLink(locale, '/statue');

/** The `<privacy>` part of a rich message: the privacy policy. */
export const privacyLink = (locale: Locale) => legalLink(locale, '/privacy');
