'use client';

import type { AssistantConversation } from '@tendero/contracts';
import { Button, cx, Select } from '@tendero/ui';
import { useTranslations } from 'next-intl';
import { useId } from 'react';

type ListProps = {
  conversations: AssistantConversation[];
  activeId: string | null;
  onOpen: (id: string | null) => void;
  onDelete: (conversation: AssistantConversation) => void;
};

function useTitle() {
  const t = useTranslations('assistantPage.list');
  return (conversation: AssistantConversation) => conversation.title.trim() || t('untitled');
}

/** Wide screens: the conversations beside the open one, newest first, each with its delete button. */
export function AssistantList({ conversations, activeId, onOpen, onDelete }: ListProps) {
  const t = useTranslations('assistantPage.list');
  const title = useTitle();
  return (
    <section
      aria-labelledby="assistant-list-title"
      className="flex min-h-0 flex-1 flex-col overflow-hidden rounded-2xl border border-slate-200 bg-white shadow-sm"
    >
      <div className="flex flex-wrap items-center justify-between gap-2 border-b border-slate-200 px-4 py-3">
        <h2 id="assistant-list-title" className="text-lg font-semibold text-slate-900">
          {t('title')}
        </h2>
        <Button size="sm" className="whitespace-nowrap" onClick={() => onOpen(null)}>
          {t('new')}
        </Button>
      </div>
      {conversations.length === 0 ? (
        <p className="px-4 py-6 text-sm text-slate-600">{t('empty')}</p>
      ) : (
        <ul className="min-h-0 flex-1 divide-y divide-slate-100 overflow-y-auto">
          {conversations.map((conversation) => (
            <li
              key={conversation.id}
              className={cx('flex items-center', conversation.id === activeId && 'bg-brand-50')}
            >
              <button
                type="button"
                onClick={() => onOpen(conversation.id)}
                aria-current={conversation.id === activeId ? 'true' : undefined}
                className="min-w-0 flex-1 truncate px-4 py-3 text-left text-sm text-slate-900 hover:bg-slate-50"
              >
                {title(conversation)}
              </button>
              <button
                type="button"
                onClick={() => onDelete(conversation)}
                aria-label={t('delete', { title: title(conversation) })}
                title={t('delete', { title: title(conversation) })}
                className="mr-2 rounded-md p-2 text-slate-500 hover:bg-red-50 hover:text-red-700"
              >
                <svg viewBox="0 0 20 20" aria-hidden="true" className="h-4 w-4 fill-current">
                  <path d="M8 2h4a1 1 0 0 1 1 1v1h4v2H3V4h4V3a1 1 0 0 1 1-1Zm-3 5h10l-.8 10.1A1 1 0 0 1 13.2 18H6.8a1 1 0 0 1-1-.9L5 7Z" />
                </svg>
              </button>
            </li>
          ))}
        </ul>
      )}
    </section>
  );
}

/** Phones: the list folds into a select above the conversation, which keeps the screen's width. */
export function AssistantListSelect({ conversations, activeId, onOpen, onDelete }: ListProps) {
  const t = useTranslations('assistantPage');
  const title = useTitle();
  const id = useId();
  const active = conversations.find((conversation) => conversation.id === activeId) ?? null;
  return (
    <div className="flex items-end gap-2">
      <div className="min-w-0 flex-1">
        <label htmlFor={id} className="sr-only">
          {t('list.choose')}
        </label>
        <Select id={id} value={activeId ?? ''} onChange={(event) => onOpen(event.target.value || null)}>
          <option value="">{t('list.new')}</option>
          {conversations.map((conversation) => (
            <option key={conversation.id} value={conversation.id}>
              {title(conversation)}
            </option>
          ))}
        </Select>
      </div>
      {active ? (
        <Button variant="secondary" size="sm" className="shrink-0" onClick={() => onDelete(active)}>
          {t('remove.button')}
        </Button>
      ) : null}
    </div>
  );
}
