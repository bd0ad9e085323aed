'use client';

import type { HandshakeParty } from '@tendero/contracts';
import { Button } from '@tendero/ui';
import { useTranslations } from 'next-intl';
import { useId } from 'react';
import { useStartChat } from '@/features/chat';
import { toast } from '@/lib/toast';

/**
 * One side of an award's handshake: the other party's name, e-mail and phone (as links), and the way into
 * the conversation the award opened. A client who withdrew sharing shows why their details are missing.
 */
export function HandshakeCard({ party, heading }: { party: HandshakeParty; heading: string }) {
  const t = useTranslations('inquiries.handshake');
  const { start, busy } = useStartChat();
  const id = useId();
  const write = async () => {
    const result = await start(party.id);
    if (!result.ok && result.reason === 'network') toast.error(t('chatFailed'));
  };
  const link = 'font-medium break-all text-brand-800 underline underline-offset-2 hover:text-brand-950';
  return (
    <section
      aria-labelledby={id}
      className="mt-3 rounded-lg border border-brand-200 bg-white p-3 text-sm text-slate-800"
    >
      <h4 id={id} className="font-semibold text-slate-900">
        {heading}
      </h4>
      <dl className="mt-2 grid gap-x-4 gap-y-1 sm:grid-cols-[auto_1fr]">
        <dt className="text-slate-600">{t('name')}</dt>
        <dd className="font-medium break-words text-slate-900">{party.name}</dd>
        <dt className="text-slate-600">{t('email')}</dt>
        <dd>
          {party.email ? (
            <a className={link} href={`mailto:${party.email}`}>
              {party.email}
            </a>
          ) : (
            <span className="text-slate-600">{t('notShared')}</span>
          )}
        </dd>
        <dt className="text-slate-600">{t('phone')}</dt>
        <dd>
          {party.phone ? (
            <a className={link} href={`tel:${party.phone}`}>
              {party.phone}
            </a>
          ) : (
            <span className="text-slate-600">{party.email ? t('noPhone') : t('notShared')}</span>
          )}
        </dd>
      </dl>
      <Button size="sm" variant="secondary" className="mt-3" onClick={write} disabled={busy} aria-busy={busy}>
        {t('write', { name: party.name })}
      </Button>
    </section>
  );
}
