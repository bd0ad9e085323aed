'use client';

import { type NewsletterSenders, notificationsEndpoints } from '@tendero/contracts';
import { useLocale, useTranslations } from 'next-intl';
import { useState } from 'react';
import { apiRequest, describeApiError } from '@/lib/api-client';
import { toast } from '@/lib/toast';
import { ChannelSwitch } from './channel-switch';

/**
 * "Newsletters per sender": each company whose newsletters reach the person, with a switch that stops or
 * resumes that company alone (saved at once: one company, one choice).
 */
export function NewsletterSendersList({ initial }: { initial: NewsletterSenders }) {
  const t = useTranslations('notificationSettings.newsletters');
  const tErrors = useTranslations('errors');
  const locale = useLocale();
  const [senders, setSenders] = useState(initial);
  const [busy, setBusy] = useState<string | null>(null);
  const set = async (companyId: string, name: string, receiving: boolean) => {
    setBusy(companyId);
    try {
      const answer = await apiRequest(notificationsEndpoints.setNewsletterSender, {
        params: { companyId },
        body: { receiving },
        locale,
      });
      setSenders(answer);
      toast.success(receiving ? t('savedOn', { company: name }) : t('savedOff', { company: name }));
    } catch (error) {
      toast.error(describeApiError(error, tErrors('network')));
    } finally {
      setBusy(null);
    }
  };
  return (
    <div>
      {senders.stoppedAll ? <p className="mb-3 text-sm text-amber-800">{t('stoppedAll')}</p> : null}
      {senders.items.length === 0 ? (
        <p className="text-sm text-slate-700">{t('empty')}</p>
      ) : (
        <ul className="divide-y divide-slate-200" data-testid="newsletter-senders">
          {senders.items.map((sender) => (
            <li key={sender.companyId} className="flex items-center justify-between gap-3 py-3 text-sm">
              <span className="min-w-0">
                <span className="block font-medium text-slate-900">{sender.name}</span>
                <span className="block text-slate-600">{sender.receiving ? t('receiving') : t('stopped')}</span>
              </span>
              <ChannelSwitch
                checked={sender.receiving}
                label={t('switchLabel', { company: sender.name })}
                disabled={busy === sender.companyId}
                onChange={(on) => void set(sender.companyId, sender.name, on)}
              />
            </li>
          ))}
        </ul>
      )}
    </div>
  );
}
