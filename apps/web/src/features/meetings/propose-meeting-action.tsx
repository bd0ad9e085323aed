'use client';

import { type Meeting, meetingsEndpoints } from '@tendero/contracts';
import { Button, type ButtonSize, type ButtonVariant } from '@tendero/ui';
import { useLocale, useTranslations } from 'next-intl';
import { useState } from 'react';
import { createPortal } from 'react-dom';
import { apiRequest } from '@/lib/api-client';
import { toast } from '@/lib/toast';
import { MeetingFormDialog } from './meeting-form-dialog';
import { notifyMeetingsChanged } from './meetings-events';

/** Whom the meeting is with: a person on Tendero (`userId`), one of the rep's contacts (`contactId`), or both. */
export type MeetingAttendee = { userId?: string; contactId?: string; name: string };

/**
 * "Propose a meeting" (reps and managers): a button opening the meeting form; the invitation goes out by
 * e-mail with an .ics, and every meetings list on the page refreshes. Usable in the chat composer and on
 * a contact's page; the API decides who may be invited.
 */
export function ProposeMeetingAction({
  attendee,
  variant = 'secondary',
  size,
  compact = false,
  onProposed,
}: {
  attendee: MeetingAttendee;
  variant?: ButtonVariant;
  size?: ButtonSize;
  /** An icon-only button (the composer); the label stays for screen readers and as a tooltip. */
  compact?: boolean;
  onProposed?: (meeting: Meeting) => void;
}) {
  const t = useTranslations('meetings');
  const locale = useLocale();
  const [open, setOpen] = useState(false);
  const label = t('propose.action');

  return (
    <>
      <Button
        type="button"
        variant={variant}
        size={size}
        className={compact ? 'shrink-0 px-2.5!' : undefined}
        onClick={() => setOpen(true)}
        aria-label={compact ? label : undefined}
        title={compact ? label : undefined}
        aria-haspopup="dialog"
      >
        <svg viewBox="0 0 20 20" aria-hidden="true" className="h-5 w-5 fill-current">
          <path d="M6 2h1.5v2h5V2H14v2h2a2 2 0 0 1 2 2v10a2 2 0 0 1-2 2H4a2 2 0 0 1-2-2V6a2 2 0 0 1 2-2h2V2Zm10 6H4v8h12V8Zm-6 1.5h1.5V12H14v1.5h-2.5V16H10v-2.5H7.5V12H10V9.5Z" />
        </svg>
        {compact ? null : label}
      </Button>
      {/* In a portal: the action may sit inside another form (the chat composer), and forms do not nest. */}
      {open
        ? createPortal(
            <MeetingFormDialog
              mode="propose"
              attendeeName={attendee.name}
              onClose={() => setOpen(false)}
              send={async (plan) => {
                const meeting = await apiRequest(meetingsEndpoints.propose, {
                  body: { attendee: { userId: attendee.userId, contactId: attendee.contactId }, plan },
                  locale,
                });
                toast.success(t('propose.sent', { name: attendee.name }));
                notifyMeetingsChanged();
                onProposed?.(meeting);
              }}
            />,
            document.body,
          )
        : null}
    </>
  );
}
