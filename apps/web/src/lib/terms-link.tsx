import { type Locale, withLocale } from '@tendero/contracts';
import type { ReactNode } from 'react';

/** The `<terms>` part of a rich message: the terms of service, opened beside the form or offer. */
export function termsLink(locale: Locale) {
  return (chunks: ReactNode) => (
    <a
      href={withLocale(locale, '/statue')}
      target="_blank"
      rel="noopener"
      className="font-medium text-brand-700 underline underline-offset-2 hover:text-brand-900"
    >
      {chunks}
    </a>
  );
}

/** The `<privacy>` part of a rich message: the privacy policy, opened beside the form. */
export function privacyLink(locale: Locale) {
  return (chunks: ReactNode) => (
    <a
      href={withLocale(locale, '/privacy')}
      target="_blank"
      rel="noopener"
      className="font-medium text-brand-700 underline underline-offset-2 hover:text-brand-900"
    >
      {chunks}
    </a>
  );
}
