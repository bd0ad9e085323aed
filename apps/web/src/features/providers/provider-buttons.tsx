'use client';

import { type OpenIdProvider, providersEndpoints } from '@tendero/contracts';
import { Button, OrDivider } from '@tendero/ui';
import { useLocale, useTranslations } from 'next-intl';
import { useState } from 'react';
import { apiRequest, describeApiError } from '@/lib/api-client';
import { toast } from '@/lib/toast';
import { ProviderMark } from './provider-mark';

/**
 * "Continue with Google / Microsoft" on the sign-in and register tabs: only the configured providers. The
 * API answers the provider's address (and binds the attempt to this browser); the browser goes there.
 */
export function ProviderButtons({ providers }: { providers: readonly OpenIdProvider[] }) {
  const t = useTranslations('providers');
  const tErrors = useTranslations('errors');
  const locale = useLocale();
  const [busy, setBusy] = useState<OpenIdProvider | null>(null);
  if (providers.length === 0) return null;

  async function start(provider: OpenIdProvider) {
    setBusy(provider);
    try {
      const { url } = await apiRequest(providersEndpoints.start, {
        params: { provider },
        query: { locale: locale === 'pl' ? 'pl' : 'en' },
        locale,
      });
      window.location.assign(url);
    } catch (error) {
      setBusy(null);
      toast.error(describeApiError(error, tErrors('network')));
    }
  }

  return (
    <div className="mt-6">
      <OrDivider label={t('buttons.or')} />
      <div className="mt-4 grid gap-2">
        {providers.map((provider) => (
          <Button
            key={provider}
            type="button"
            variant="secondary"
            className="w-full gap-2"
            disabled={busy !== null}
            onClick={() => start(provider)}
          >
            <ProviderMark provider={provider} />
            {t('buttons.continueWith', { provider: t(`names.${provider}`) })}
          </Button>
        ))}
      </div>
    </div>
  );
}
