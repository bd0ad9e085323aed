'use client';

import { type Meeting, meetingsEndpoints } from '@tendero/contracts';
import { useLocale, useTranslations } from 'next-intl';
import { useCallback, useEffect, useState } from 'react';
import { apiRequest } from '@/lib/api-client';
import { MeetingCard } from './meeting-card';
import { onMeetingsChanged } from './meetings-events';

/**
 * The signed-in person's meetings with one person (`userId`: a conversation) or one of their contacts
 * (`contactId`: the contact page), newest first, each answerable or changeable in place. It reloads when
 * any meeting on the page changes and when the tab becomes visible again. `hideWhenEmpty` keeps a conversation's header quiet without meetings.
 */
export function MeetingsList({
  userId,
  contactId,
  hideWhenEmpty = false,
  compact = false,
  className,
}: {
  userId?: string;
  contactId?: string;
  hideWhenEmpty?: boolean;
  /** Cards whose details fold away (a conversation's header). */
  compact?: boolean;
  className?: string;
}) {
  const t = useTranslations('meetings');
  const locale = useLocale();
  const [meetings, setMeetings] = useState<Meeting[] | null>(null);
  const [failed, setFailed] = useState(false);

  const load = useCallback(async () => {
    try {
      const answer = await apiRequest(meetingsEndpoints.list, { query: { userId, contactId }, locale });
      setMeetings(answer.meetings);
      setFailed(false);
    } catch {
      setFailed(true);
    }
  }, [userId, contactId, locale]);

  useEffect(() => {
    void load();
    // An answer given elsewhere (the other person, the e-mail's link) shows when the reader comes back.
    const onVisible = () => {
      if (document.visibilityState === 'visible') void load();
    };
    document.addEventListener('visibilitychange', onVisible);
    const stop = onMeetingsChanged(() => void load());
    return () => {
      document.removeEventListener('visibilitychange', onVisible);
      stop();
    };
  }, [load]);

  if (hideWhenEmpty && (meetings === null || meetings.length === 0) && !failed) return null;
  return (
    <section aria-labelledby={`meetings-${userId ?? contactId ?? 'all'}`} className={className}>
      <h2 id={`meetings-${userId ?? contactId ?? 'all'}`} className="mb-2 text-sm font-semibold text-slate-900">
        {t('list.title')}
      </h2>
      {failed ? (
        <p role="alert" className="text-sm text-red-700">
          {t('list.failed')}
        </p>
      ) : meetings === null ? (
        <p className="text-sm text-slate-500">{t('list.loading')}</p>
      ) : meetings.length === 0 ? (
        <p className="text-sm text-slate-500">{t('list.empty')}</p>
      ) : (
        <ul className="space-y-2">
          {meetings.map((meeting) => (
            <li key={meeting.id}>
              <MeetingCard meeting={meeting} compact={compact} />
            </li>
          ))}
        </ul>
      )}
    </section>
  );
}
