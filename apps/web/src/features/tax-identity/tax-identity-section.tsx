import { type Locale, taxIdentityEndpoints } from '@tendero/contracts';
import { ClientMessages, sharedClientNamespaces } from '@/lib/client-messages';
import { serverApi } from '@/lib/server-api';
import { TaxIdentityForm } from './tax-identity-form';

/**
 * The "Tax and invoicing details" section (issue 38): the team's own company's, from
 * `taxIdentityEndpoints.own`: the manager's form on /manager/profile, the same details read-only for a
 * sales rep (on the subscription tab); the form brings its texts to the browser.
 */
export async function TaxIdentitySection({
  locale,
  start = { country: null, legalName: '' },
}: {
  locale: Locale;
  /** The company profile's country and name, to start a first entry from. */
  start?: { country: string | null; legalName: string };
}) {
  const own = await serverApi(taxIdentityEndpoints.own, { locale });
  if (!own) return null;
  return (
    <ClientMessages locale={locale} namespaces={[...sharedClientNamespaces, 'taxIdentity']}>
      <TaxIdentityForm initial={own} start={start} />
    </ClientMessages>
  );
}
