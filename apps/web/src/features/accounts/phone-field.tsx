'use client';

import { PhoneInput } from '@tendero/ui';
import { useLocale, useTranslations } from 'next-intl';

/** The phone field of every form: PhoneInput with the page's language, labels and default country. */
export function PhoneField(props: {
  id: string;
  value: string;
  onChange: (value: string) => void;
  onBlur?: () => void;
  invalid?: boolean;
  geolocationUrl?: string | null;
}) {
  const t = useTranslations('accounts.phone');
  const locale = useLocale();
  return (
    <PhoneInput
      {...props}
      locale={locale}
      defaultCountry={locale === 'pl' ? 'PL' : undefined}
      labels={{
        country: t('country'),
        chooseCountry: t('chooseCountry'),
        search: t('search'),
        noResults: t('noResults'),
      }}
    />
  );
}
