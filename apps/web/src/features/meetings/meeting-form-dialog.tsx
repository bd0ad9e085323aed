'use client';

import { type Meeting, type MeetingPlan, meetingDurations, meetingPlanSchema } from '@tendero/contracts';
import { type AppLocale, formatDateTimeMinutes, timeZoneOptions } from '@tendero/i18n';
import { Dialog, DialogActions, DialogHeader, Field, Select, useDialog } from '@tendero/ui';
import { useLocale, useTranslations } from 'next-intl';
import { useId } from 'react';
import { useContractForm } from '@/lib/contract-form';
import { Form, TextField } from '@/lib/form';

const commonZones = [
  'Europe/Warsaw',
  'Europe/London',
  'Europe/Berlin',
  'Europe/Kyiv',
  'America/New_York',
  'America/Los_Angeles',
  'Asia/Tokyo',
  'UTC',
];

function browserZone(): string {
  try {
    return Intl.DateTimeFormat().resolvedOptions().timeZone || 'Europe/Warsaw';
  } catch {
    return 'Europe/Warsaw';
  }
}

/** The form's first values: the meeting being changed, or tomorrow at 10:00 in the browser's zone. */
function initialValues(meeting: Meeting | undefined) {
  if (meeting) {
    const [date = '', time = ''] = formatDateTimeMinutes(meeting.startsAt, meeting.timeZone).split(' ');
    return {
      date,
      time,
      durationMinutes: String(meeting.durationMinutes),
      timeZone: meeting.timeZone,
      location: meeting.location ?? '',
      videoUrl: meeting.videoUrl ?? '',
      agenda: meeting.agenda,
    };
  }
  const zone = browserZone();
  const [date = ''] = formatDateTimeMinutes(Date.now() + 24 * 3600 * 1000, zone).split(' ');
  return { date, time: '10:00', durationMinutes: '30', timeZone: zone, location: '', videoUrl: '', agenda: '' };
}

/**
 * The meeting form in a dialog: date, time, duration, time zone, place or video link, agenda, validated
 * by the contract's `meetingPlanSchema` (the API's own). `send` proposes or changes; the dialog closes
 * when it succeeds, and a refusal shows beside the fields or in a toast.
 */
export function MeetingFormDialog({
  mode,
  attendeeName,
  meeting,
  send,
  onClose,
}: {
  mode: 'propose' | 'change';
  attendeeName: string;
  meeting?: Meeting;
  send: (plan: MeetingPlan) => Promise<void>;
  onClose: () => void;
}) {
  const t = useTranslations('meetings');
  const locale = useLocale() as AppLocale;
  const id = useId();
  const dialog = useDialog(true);
  const initial = initialValues(meeting);
  // Opened by a click, so rendered in the browser only: its own Intl names the zones in the page's language.
  const zones = timeZoneOptions(locale, [initial.timeZone, browserZone(), ...commonZones]);
  const form = useContractForm(meetingPlanSchema, {
    defaultValues: initial,
    onSubmit: async (plan) => {
      await send(plan);
      dialog.close();
    },
  });
  const { errors, isSubmitting } = form.formState;
  const described = (name: string, error: unknown) => (error ? `${id}-${name}-error` : undefined);

  return (
    <Dialog
      dialogRef={dialog.ref}
      labelledBy={`${id}-title`}
      onClose={onClose}
      closeOnBackdrop={!isSubmitting}
      width="md"
    >
      {/* React events bubble through portals: the submit stops here, not in a form around the action. */}
      <Form
        onSubmit={(event) => {
          event.stopPropagation();
          void form.submit(event);
        }}
      >
        <DialogHeader
          titleId={`${id}-title`}
          title={mode === 'propose' ? t('propose.title', { name: attendeeName }) : t('change.title')}
          lead={t(`${mode}.lead`, { name: attendeeName })}
          closeLabel={t('form.close')}
          onClose={dialog.close}
        />
        <div className="grid gap-4 px-6 py-5 sm:grid-cols-2">
          <TextField form={form} name="date" id={`${id}-date`} label={t('form.date')} described type="date" required />
          <TextField form={form} name="time" id={`${id}-time`} label={t('form.time')} described type="time" required />
          <Field id={`${id}-duration`} label={t('form.duration')} error={form.message(errors.durationMinutes?.message)}>
            <Select
              id={`${id}-duration`}
              invalid={!!errors.durationMinutes}
              aria-describedby={described('duration', errors.durationMinutes)}
              {...form.register('durationMinutes')}
            >
              {meetingDurations.map((minutes) => (
                <option key={minutes} value={String(minutes)}>
                  {t('form.minutes', { count: minutes })}
                </option>
              ))}
            </Select>
          </Field>
          <Field id={`${id}-zone`} label={t('form.timeZone')} error={form.message(errors.timeZone?.message)}>
            <Select
              id={`${id}-zone`}
              invalid={!!errors.timeZone}
              aria-describedby={described('zone', errors.timeZone)}
              {...form.register('timeZone')}
            >
              {zones.map((zone) => (
                <option key={zone.value} value={zone.value}>
                  {zone.label}
                </option>
              ))}
            </Select>
          </Field>
          <div className="sm:col-span-2">
            <TextField
              form={form}
              name="location"
              id={`${id}-location`}
              label={t('form.location')}
              hint={t('form.locationHint')}
              described
              maxLength={300}
            />
          </div>
          <div className="sm:col-span-2">
            <TextField
              form={form}
              name="videoUrl"
              id={`${id}-video`}
              label={t('form.videoUrl')}
              described
              type="url"
              inputMode="url"
              placeholder="https://"
              maxLength={500}
            />
          </div>
          <div className="sm:col-span-2">
            <TextField
              form={form}
              name="agenda"
              id={`${id}-agenda`}
              label={t('form.agenda')}
              described
              multiline
              rows={4}
              maxLength={2000}
            />
          </div>
        </div>
        <DialogActions
          cancelLabel={t('form.close')}
          onCancel={dialog.close}
          actionLabel={t(`${mode}.submit`)}
          busy={isSubmitting}
        />
      </Form>
    </Dialog>
  );
}
