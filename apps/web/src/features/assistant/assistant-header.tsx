'use client';

import type { AssistantStatus } from '@tendero/contracts';
import { useTranslations } from 'next-intl';

/** The page's title and which engine answers (the offline one, or the model's name). */
export function AssistantHeader({ status }: { status: AssistantStatus }) {
  const t = useTranslations('assistantPage');
  return (
    <div className="flex flex-wrap items-center justify-between gap-2">
      <h1 className="text-xl font-semibold text-slate-900">{t('title')}</h1>
      <p
        className="rounded-full bg-slate-100 px-3 py-1 text-xs font-medium text-slate-700 ring-1 ring-slate-200"
        data-testid="assistant-engine"
      >
        {status.engine === 'offline' ? t('engine.offline') : t('engine.model', { model: status.model ?? '' })}
      </p>
    </div>
  );
}
