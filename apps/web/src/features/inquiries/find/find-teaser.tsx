import { type FindInquiriesResult, type Locale, type Role, withLocale } from '@tendero/contracts';
import { buttonClass, CheckCircleIcon } from '@tendero/ui';
import { getTranslations } from 'next-intl/server';
import { type ListOf, onDarkLink } from './find-lists';

/**
 * Visitors and clients: how many inquiries are open, the newest five without their text, and what to do:
 * a provider signs up or signs in; a client asks companies for offers instead.
 */
export async function Teaser({
  locale,
  result,
  role,
  filtered,
  list,
}: {
  locale: Locale;
  result: FindInquiriesResult;
  role: Role | null;
  filtered: boolean;
  list: ListOf;
}) {
  const t = await getTranslations({ locale, namespace: 'findInquiries.teaser' });
  const more = Math.max(0, result.total - result.items.length);
  const client = role === 'CLIENT';
  // A rep or manager of a company not verified yet: the banner above says how verification works.
  const waiting = result.provider !== null && !result.provider.verified;
  return (
    <>
      {waiting ? null : (
        <section
          aria-labelledby="teaser-cta-title"
          className="rounded-2xl bg-gradient-to-br from-brand-800 to-brand-900 p-6 text-white shadow-sm sm:p-8"
        >
          <p className="text-sm font-semibold tracking-wide text-brand-100 uppercase">
            {result.totalIsCapped
              ? t('countCapped', { count: result.total })
              : filtered
                ? t('countFiltered', { count: result.total })
                : t('count', { count: result.total })}
          </p>
          <h2 id="teaser-cta-title" className="mt-2 text-2xl font-bold tracking-tight">
            {client ? t('clientTitle') : t('providerTitle')}
          </h2>
          <p className="mt-2 max-w-2xl text-brand-50">{client ? t('clientBody') : t('providerBody')}</p>
          {client ? null : (
            <ul className="mt-4 grid gap-2 text-sm text-brand-50 sm:grid-cols-3">
              {(['pointRead', 'pointAsked', 'pointOffer'] as const).map((key) => (
                <li key={key} className="flex items-start gap-2">
                  <CheckCircleIcon className="mt-0.5 h-4 w-4 shrink-0 fill-brand-200" />
                  {t(key)}
                </li>
              ))}
            </ul>
          )}
          <div className="mt-6 flex flex-wrap gap-3">
            {client ? (
              <>
                <a href={withLocale(locale, '/marketplace')} className={buttonClass('inverse', 'md')}>
                  {t('clientAction')}
                </a>
                <a href={withLocale(locale, '/orders/my')} className={onDarkLink}>
                  {t('myOrders')}
                </a>
              </>
            ) : (
              <>
                <a href={withLocale(locale, '/login?tab=register')} className={buttonClass('inverse', 'md')}>
                  {t('register')}
                </a>
                <a href={withLocale(locale, '/login')} className={onDarkLink}>
                  {t('signIn')}
                </a>
              </>
            )}
          </div>
        </section>
      )}

      <section aria-labelledby="teaser-list-title">
        <h2 id="teaser-list-title" className="text-xl font-semibold tracking-tight text-slate-900">
          {t('newestTitle')}
        </h2>
        {result.items.length > 0 ? (
          <>
            {list(result.items, 'teaser', t('newestTitle'))}
            {more > 0 ? (
              <p className="mt-4 text-center text-sm text-slate-600">
                {result.totalIsCapped
                  ? t('moreCapped', { count: result.total })
                  : client || waiting
                    ? t('moreClient', { count: more })
                    : t('more', { count: more })}
              </p>
            ) : null}
          </>
        ) : (
          <p className="mt-4 rounded-2xl border border-slate-200 bg-white p-6 text-slate-700 shadow-sm">
            {filtered ? t('noneFiltered') : t('none')}
          </p>
        )}
      </section>
    </>
  );
}
