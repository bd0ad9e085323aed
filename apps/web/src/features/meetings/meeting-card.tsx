'use client';

import { type Meeting, type MeetingAnswer, meetingsEndpoints } from '@tendero/contracts';
import { type AppLocale, formatDateTimeMinutes, timeZoneLabel } from '@tendero/i18n';
import { Badge, Button, ConfirmDialog, cx } from '@tendero/ui';
import { useLocale, useTranslations } from 'next-intl';
import { useState } from 'react';
import { apiRequest, describeApiError } from '@/lib/api-client';
import { toast } from '@/lib/toast';
import { MeetingFormDialog } from './meeting-form-dialog';
import { notifyMeetingsChanged } from './meetings-events';

const statusTone = { proposed: 'amber', accepted: 'brand', declined: 'slate', cancelled: 'slate' } as const;

/**
 * One meeting as its reader sees it: when (in the meeting's own time zone), where, the agenda and its
 * status; the attendee accepts or declines, the organizer changes or cancels. `token` is the e-mail link's,
 * for an attendee who is not signed in.
 */
export function MeetingCard({
  meeting,
  token,
  onChanged,
  compact = false,
}: {
  meeting: Meeting;
  token?: string;
  onChanged?: (meeting: Meeting) => void;
  /** In a conversation: place, video link and agenda fold under "Details", so the buttons stay in sight. */
  compact?: boolean;
}) {
  const t = useTranslations('meetings');
  const locale = useLocale();
  const [busy, setBusy] = useState<MeetingAnswer | null>(null);
  const [changing, setChanging] = useState(false);
  const [cancelling, setCancelling] = useState(false);
  const organizer = meeting.viewer === 'organizer';
  const cancelled = meeting.status === 'cancelled';
  const done = (next: Meeting) => {
    notifyMeetingsChanged();
    onChanged?.(next);
  };

  const answer = async (choice: MeetingAnswer) => {
    setBusy(choice);
    try {
      const next = await apiRequest(meetingsEndpoints.respond, {
        params: { meetingId: meeting.id },
        body: { answer: choice, ...(token ? { token } : {}) },
        locale,
      });
      toast.success(t(`card.${choice}`));
      done(next);
    } catch (error) {
      toast.error(describeApiError(error, t('list.failed')), { className: 'whitespace-pre-line' });
    } finally {
      setBusy(null);
    }
  };

  const hasDetails = Boolean(meeting.location || (meeting.videoUrl && !cancelled) || meeting.agenda);
  const details = (
    <>
      {meeting.location ? <p className="text-slate-700">{t('card.place', { place: meeting.location })}</p> : null}
      {meeting.videoUrl && !cancelled ? (
        <p>
          <a
            href={meeting.videoUrl}
            target="_blank"
            rel="noopener noreferrer"
            className="font-medium text-brand-700 underline underline-offset-2"
          >
            {t('card.video')}
          </a>
        </p>
      ) : null}
      {meeting.agenda ? (
        <div>
          <p className="text-xs font-medium text-slate-500">{t('card.agenda')}</p>
          <p className="whitespace-pre-wrap text-slate-700">{meeting.agenda}</p>
        </div>
      ) : null}
    </>
  );

  return (
    <article
      className={cx(
        'space-y-2 rounded-xl border border-slate-200 bg-white text-sm shadow-sm',
        compact ? 'p-3' : 'p-4',
        cancelled && 'opacity-75',
      )}
      data-testid="meeting-card"
      data-status={meeting.status}
    >
      <header className="flex flex-wrap items-start justify-between gap-2">
        <h3 className="font-semibold text-slate-900">
          {organizer
            ? t('card.title', { name: meeting.attendee.name })
            : t('card.organizedBy', { name: meeting.organizer.name })}
        </h3>
        <Badge tone={statusTone[meeting.status]}>{t(`status.${meeting.status}`)}</Badge>
      </header>
      <p className={cx('text-slate-800', cancelled && 'line-through')}>
        {/* The zone's name comes from the runtime's Intl data; the browser's may word it a little differently. */}
        <time dateTime={meeting.startsAt} suppressHydrationWarning>
          {t('card.when', {
            when: formatDateTimeMinutes(meeting.startsAt, meeting.timeZone),
            timeZone: timeZoneLabel(meeting.timeZone, locale as AppLocale, new Date(meeting.startsAt)),
            minutes: meeting.durationMinutes,
          })}
        </time>
      </p>
      {compact && hasDetails ? (
        <details>
          <summary className="cursor-pointer text-xs font-medium text-brand-700">{t('card.details')}</summary>
          <div className="mt-2 space-y-2">{details}</div>
        </details>
      ) : (
        details
      )}
      {meeting.canRespond || (organizer && !cancelled) ? (
        <div className="flex flex-wrap gap-2 pt-1">
          {meeting.canRespond ? (
            <>
              <Button
                size="sm"
                onClick={() => answer('accepted')}
                disabled={busy !== null || meeting.status === 'accepted'}
                aria-busy={busy === 'accepted'}
              >
                {t('card.accept')}
              </Button>
              <Button
                size="sm"
                variant="secondary"
                onClick={() => answer('declined')}
                disabled={busy !== null || meeting.status === 'declined'}
                aria-busy={busy === 'declined'}
              >
                {t('card.decline')}
              </Button>
            </>
          ) : null}
          {organizer && !cancelled ? (
            <>
              <Button size="sm" variant="secondary" onClick={() => setChanging(true)}>
                {t('change.action')}
              </Button>
              <Button size="sm" variant="ghost" onClick={() => setCancelling(true)}>
                {t('cancel.action')}
              </Button>
            </>
          ) : null}
        </div>
      ) : null}
      {changing ? (
        <MeetingFormDialog
          mode="change"
          attendeeName={meeting.attendee.name}
          meeting={meeting}
          onClose={() => setChanging(false)}
          send={async (plan) => {
            const next = await apiRequest(meetingsEndpoints.change, {
              params: { meetingId: meeting.id },
              body: plan,
              locale,
            });
            toast.success(t('change.saved', { name: meeting.attendee.name }));
            done(next);
          }}
        />
      ) : null}
      <ConfirmDialog
        open={cancelling}
        title={t('cancel.title')}
        confirmLabel={t('cancel.confirm')}
        cancelLabel={t('cancel.keep')}
        tone="danger"
        onClose={() => setCancelling(false)}
        onConfirm={async () => {
          try {
            const next = await apiRequest(meetingsEndpoints.cancel, { params: { meetingId: meeting.id }, locale });
            toast.success(t('cancel.done'));
            done(next);
            return true;
          } catch (error) {
            toast.error(describeApiError(error, t('list.failed')), { className: 'whitespace-pre-line' });
            return false;
          }
        }}
      >
        <p>{t('cancel.body', { name: meeting.attendee.name })}</p>
      </ConfirmDialog>
    </article>
  );
}
