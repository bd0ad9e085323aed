import { type Locale, taxIdentityEndpoints, withLocale } from '@tendero/contracts';
import { buttonClass } from '@tendero/ui';
import { getTranslations } from 'next-intl/server';
import NextLink from '@/lib/link';
import { serverApi } from '@/lib/server-api';

/**
 * On the manager's Premium page: Premium is invoiced to the company, so until its tax identity is entered
 * (the checkout is refused with TAX_IDENTITY_REQUIRED) this says why and leads to the form.
 */
export async function TaxIdentityRequiredNote({ locale }: { locale: Locale }) {
  const own = await serverApi(taxIdentityEndpoints.own, { locale });
  if (!own || own.taxIdentity !== null || !own.canEdit) return null;
  const t = await getTranslations({ locale, namespace: 'taxIdentity.premium' });
  return (
    <div role="note" className="rounded-xl border border-amber-200 bg-amber-50 px-5 py-4 text-amber-950">
      <p className="font-semibold">{t('title')}</p>
      <p className="mt-1 text-sm">{t('body')}</p>
      <NextLink
        href={withLocale(locale, '/manager/profile#tax-identity')}
        className={buttonClass('primary', 'sm', 'mt-3')}
      >
        {t('link')}
      </NextLink>
    </div>
  );
}
