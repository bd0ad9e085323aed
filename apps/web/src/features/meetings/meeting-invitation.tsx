'use client';

import { type Meeting, meetingsEndpoints } from '@tendero/contracts';
import { useLocale, useTranslations } from 'next-intl';
import { useEffect, useState } from 'react';
import { ApiError, apiRequest } from '@/lib/api-client';
import { MeetingCard } from './meeting-card';

/**
 * /meetings/{id}?token=…: the page the invitation's link opens. With the e-mail's token no sign-in is
 * needed (the signed-in attendee or organizer needs none); the answer is one click on the card.
 */
export function MeetingInvitation({ meetingId, token }: { meetingId: string; token?: string }) {
  const t = useTranslations('meetings');
  const locale = useLocale();
  const [meeting, setMeeting] = useState<Meeting | null>(null);
  const [state, setState] = useState<'loading' | 'ready' | 'missing' | 'failed'>('loading');

  useEffect(() => {
    let live = true;
    apiRequest(meetingsEndpoints.get, { params: { meetingId }, query: token ? { token } : {}, locale })
      .then((answer) => {
        if (!live) return;
        setMeeting(answer);
        setState('ready');
      })
      .catch((error: unknown) => {
        if (!live) return;
        setState(error instanceof ApiError && (error.status === 404 || error.status === 400) ? 'missing' : 'failed');
      });
    return () => {
      live = false;
    };
  }, [meetingId, token, locale]);

  return (
    <div className="mx-auto w-full max-w-xl space-y-4 px-4 py-10">
      <h1 className="text-2xl font-semibold text-slate-900">
        {state === 'missing' ? t('page.missing') : t('page.title')}
      </h1>
      {state === 'loading' ? <p className="text-slate-600">{t('list.loading')}</p> : null}
      {state === 'failed' ? (
        <p role="alert" className="text-red-700">
          {t('list.failed')}
        </p>
      ) : null}
      {state === 'missing' ? <p className="text-slate-600">{t('page.missingLead')}</p> : null}
      {state === 'ready' && meeting ? (
        <>
          {meeting.viewer === 'attendee' ? (
            <p className="text-slate-700">{t('page.lead', { organizer: meeting.organizer.name })}</p>
          ) : null}
          <MeetingCard meeting={meeting} token={token} onChanged={setMeeting} />
        </>
      ) : null}
    </div>
  );
}
