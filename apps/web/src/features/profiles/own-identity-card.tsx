import { type Locale, withLocale } from '@tendero/contracts';
import { Card } from '@tendero/ui';
import { getTranslations } from 'next-intl/server';
import { type ImageUpload, ImageUploader } from '@/features/files';
import { formatPhone } from './phone-text';

/**
 * The top of one's own profile: the round photo (uploaded and cropped here) and the account facts, which
 * are changed in account settings, not here.
 */
export async function OwnIdentityCard({
  locale,
  upload,
  image,
  firstName,
  lastName,
  email,
  phone,
}: {
  locale: Locale;
  upload: ImageUpload;
  image: string | null;
  firstName: string;
  lastName: string;
  email: string | null;
  /** Undefined hides the row (a rep's phone is not part of their profile). */
  phone?: string | null;
}) {
  const t = await getTranslations({ locale, namespace: 'profiles' });
  const facts = [
    { label: t('account.firstName'), value: firstName },
    { label: t('account.lastName'), value: lastName },
    { label: t('account.email'), value: email ?? t('account.notGiven') },
    ...(phone === undefined
      ? []
      : [{ label: t('account.phone'), value: phone ? formatPhone(phone) : t('account.notGiven') }]),
  ];
  return (
    <Card>
      <ImageUploader
        upload={upload}
        initialUrl={image}
        name={t('photo.alt', { name: `${firstName} ${lastName}` })}
        shape="round"
        title={t('photo.title')}
      />
      <h2 className="text-sm font-medium text-slate-800">{t('account.title')}</h2>
      <dl className="mt-2 grid gap-3 rounded-xl bg-slate-50 p-4 text-sm sm:grid-cols-2">
        {facts.map((fact) => (
          <div key={fact.label} className="min-w-0">
            <dt className="text-slate-600">{fact.label}</dt>
            <dd className="font-medium break-words text-slate-900">{fact.value}</dd>
          </div>
        ))}
      </dl>
      <a
        href={withLocale(locale, '/account-settings/data')}
        className="mt-3 inline-block text-sm font-semibold text-brand-700 hover:text-brand-900"
      >
        {t('account.change')} →
      </a>
    </Card>
  );
}
