import { actsAsRep, type ClientProfile, type Locale, withLocale } from '@tendero/contracts';
import { formatDate } from '@tendero/i18n';
import { Badge, buttonClass, Card } from '@tendero/ui';
import { getTranslations } from 'next-intl/server';
import { BuyerRecordPanel } from '@/features/trust/server';
import { getPageContext } from '@/lib/page-context';
import { languageNames } from './language-names';
import { PersonAvatar } from './person-avatar';
import { formatPhone } from './phone-text';
import { StartChatButton } from './start-chat-button';

/**
 * /client/profile/{id}: a client as others see them. E-mail and phone appear only when the API sends them
 * (shared, and the viewer is a provider or admin); the client themself sees which of them are shared.
 */
export async function ClientPublicProfile({ locale, profile }: { locale: Locale; profile: ClientProfile }) {
  const t = await getTranslations({ locale, namespace: 'profiles' });
  const { session } = await getPageContext();
  const name = `${profile.firstName} ${profile.lastName}`;
  const own = profile.own !== null;
  const languages = languageNames(profile.languages, locale);
  const facts = [
    ...(profile.organization ? [{ label: t('client.organization'), value: profile.organization }] : []),
    ...(profile.city ? [{ label: t('client.city'), value: profile.city }] : []),
  ];
  const contact = [
    ...(profile.email
      ? [
          {
            label: t('client.email'),
            value: profile.email,
            href: `mailto:${profile.email}`,
            shared: profile.own?.shareEmail,
          },
        ]
      : []),
    ...(profile.phone
      ? [
          {
            label: t('client.phone'),
            value: formatPhone(profile.phone),
            href: `tel:${profile.phone}`,
            shared: profile.own?.sharePhone,
          },
        ]
      : []),
  ];

  return (
    <div className="mx-auto max-w-3xl space-y-8">
      {own ? (
        <div className="flex flex-col gap-3 rounded-2xl bg-brand-50 p-4 text-sm text-brand-900 ring-1 ring-brand-200 sm:flex-row sm:items-center sm:justify-between">
          <p>{t('client.ownNote')}</p>
          <a href={withLocale(locale, '/client/profile')} className={buttonClass('secondary', 'sm', 'shrink-0')}>
            {t('client.edit')}
          </a>
        </div>
      ) : null}

      <section aria-labelledby="client-name">
        <Card>
          <div className="flex flex-col items-center gap-5 text-center sm:flex-row sm:items-center sm:text-left">
            <PersonAvatar
              firstName={profile.firstName}
              lastName={profile.lastName}
              image={profile.image}
              alt={t('photo.alt', { name })}
            />
            <div className="min-w-0">
              <Badge tone="slate">{t('client.label')}</Badge>
              <h1
                id="client-name"
                className="mt-2 text-2xl font-bold tracking-tight break-words text-slate-900 sm:text-3xl"
              >
                {name}
              </h1>
              <p className="mt-1 text-sm text-slate-600">
                {t('client.memberSince', { date: formatDate(profile.memberSince) })}
              </p>
              {/* SPEC §1: among providers only sales reps (and managers who answer inquiries) contact clients. */}
              {actsAsRep(session) ? (
                <div className="mt-4">
                  <StartChatButton signedIn repId={profile.userId} />
                </div>
              ) : null}
            </div>
          </div>

          {facts.length > 0 || languages.length > 0 ? (
            <dl className="mt-6 grid gap-4 rounded-xl bg-slate-50 p-4 text-sm sm:grid-cols-2">
              {facts.map((fact) => (
                <div key={fact.label} className="min-w-0">
                  <dt className="text-slate-600">{fact.label}</dt>
                  <dd className="font-medium break-words text-slate-900">{fact.value}</dd>
                </div>
              ))}
              {languages.length > 0 ? (
                <div className="min-w-0 sm:col-span-2">
                  <dt className="text-slate-600">{t('client.languages')}</dt>
                  <dd className="mt-1 font-medium text-slate-900">
                    {new Intl.ListFormat(locale, { type: 'conjunction' }).format(languages)}
                  </dd>
                </div>
              ) : null}
            </dl>
          ) : null}

          {profile.bio ? (
            <div className="mt-6">
              <h2 className="text-lg font-semibold text-slate-900">{t('client.about')}</h2>
              <p className="mt-2 leading-relaxed whitespace-pre-line text-slate-700">{profile.bio}</p>
            </div>
          ) : null}

          {contact.length > 0 ? (
            <div className="mt-6">
              <h2 className="text-lg font-semibold text-slate-900">{t('client.contact')}</h2>
              <dl className="mt-2 space-y-3 text-sm">
                {contact.map((item) => (
                  <div key={item.label} className="min-w-0">
                    <dt className="text-slate-600">{item.label}</dt>
                    <dd className="flex flex-wrap items-center gap-x-2 gap-y-1">
                      <a href={item.href} className="font-medium break-all text-brand-700 hover:text-brand-900">
                        {item.value}
                      </a>
                      {own ? (
                        <Badge tone={item.shared ? 'brand' : 'slate'}>
                          {item.shared ? t('client.sharedNote') : t('client.privateNote')}
                        </Badge>
                      ) : null}
                    </dd>
                  </div>
                ))}
              </dl>
            </div>
          ) : null}
        </Card>
      </section>

      {profile.buyerRecord && (own || profile.buyerRecord.enough) ? (
        <BuyerRecordPanel locale={locale} record={profile.buyerRecord} variant={own ? 'ownPublic' : 'others'} />
      ) : null}

      <section aria-labelledby="reviews-title">
        <h2 id="reviews-title" className="text-xl font-semibold tracking-tight text-slate-900">
          {t('client.reviewsTitle')}
        </h2>
        {profile.reviews.length > 0 ? (
          <ul className="mt-4 space-y-4">
            {profile.reviews.map((review) => (
              <li key={review.id}>
                <Card>
                  <h3 className="font-semibold text-slate-900">{review.companyName}</h3>
                  <p className="mt-1 text-sm font-medium text-amber-700">
                    <span aria-hidden="true">{'★'.repeat(Math.round(review.rating))}</span>{' '}
                    {t('client.rating', { rating: review.rating })}
                  </p>
                  <p className="mt-2 text-sm leading-relaxed whitespace-pre-line text-slate-700">{review.text}</p>
                </Card>
              </li>
            ))}
          </ul>
        ) : (
          <Card className="mt-4 flex flex-col items-center py-10 text-center">
            <svg viewBox="0 0 24 24" aria-hidden="true" className="h-10 w-10 fill-slate-300">
              <path d="M12 2.5 14.9 8.4l6.5.9-4.7 4.6 1.1 6.5L12 17.3l-5.8 3.1 1.1-6.5-4.7-4.6 6.5-.9L12 2.5Z" />
            </svg>
            <p className="mt-3 font-semibold text-slate-900">{t('client.noReviews')}</p>
            <p className="mt-1 max-w-md text-sm text-slate-600">
              {t('client.noReviewsLead', { name: profile.firstName })}
            </p>
          </Card>
        )}
      </section>
    </div>
  );
}
