'use client';
import {
  answeringSettingSchema,
  companiesEndpoints,
  inviteSalesRepSchema,
  type Locale,
  type Team,
  type TeamMember,
  withLocale,
} from '@tendero/contracts';
import { formatDateTime } from '@tendero/i18n';
import { Badge, Button, Card, CheckboxCard } from '@tendero/ui';
import { useLocale, useTranslations } from 'next-intl';
import { useState } from 'react';
import { apiRequest, describeApiError } from '@/lib/api-client';
import { useContractForm } from '@/lib/contract-form';
import { Form, TextField } from '@/lib/form';
import { SettingCard } from '@/lib/setting-card';
import { toast } from '@/lib/toast';

/** SPEC §9: after removing a member the page reloads after 3 seconds. */
const reloadAfterMs = 3000;

export function TeamManager({ managerId, team }: { managerId: string; team: Team }) {
  const t = useTranslations('companies.team');
  const tAll = useTranslations();
  const locale = useLocale();
  const [members, setMembers] = useState(team.members);
  const [removing, setRemoving] = useState<TeamMember | null>(null);
  const [withContacts, setWithContacts] = useState(false);
  const inviteForm = useContractForm(inviteSalesRepSchema, {
    defaultValues: { sellerName: '', email: '' },
    onSubmit: async (values) => {
      await apiRequest(companiesEndpoints.inviteRep, { body: values, locale });
      toast.success(t('sent'));
      inviteForm.reset();
      await refresh();
    },
  });

  const [answering, setAnswering] = useState(team.answersInquiries);
  const answeringForm = useContractForm(answeringSettingSchema, {
    defaultValues: { answersInquiries: team.answersInquiries },
    onSubmit: async (values) => {
      const updated = await apiRequest(companiesEndpoints.answering, { params: { managerId }, body: values, locale });
      setMembers(updated.members);
      setAnswering(updated.answersInquiries);
      answeringForm.reset({ answersInquiries: updated.answersInquiries });
      toast.success(updated.answersInquiries ? t('answering.on') : t('answering.off'));
    },
  });

  const refresh = async () =>
    setMembers((await apiRequest(companiesEndpoints.team, { params: { managerId }, locale })).members);

  const resend = async (member: TeamMember) => {
    try {
      await apiRequest(companiesEndpoints.resendInvitation, { params: { managerId, memberId: member.userId }, locale });
      toast.success(t('sent'));
      await refresh();
    } catch (error) {
      toast.error(describeApiError(error, t('failed')));
    }
  };

  const remove = async () => {
    if (!removing) return;
    try {
      const contacts = withContacts ? 'with' : 'without';
      await apiRequest(companiesEndpoints.removeMember, {
        params: { managerId, memberId: removing.userId },
        query: { contacts },
        locale,
      });
      setRemoving(null);
      toast.success(t('removed'));
      setTimeout(() => window.location.reload(), reloadAfterMs);
    } catch (error) {
      toast.error(describeApiError(error, tAll('errors.network')));
    }
  };

  return (
    <div className="space-y-8">
      <div>
        <h1 className="text-3xl font-bold tracking-tight text-slate-900">{t('title')}</h1>
        <p className="mt-2 text-slate-700">{t('lead')}</p>
      </div>
      <SettingCard
        id="answering-title"
        title={t('answering.title')}
        lead={t('answering.lead')}
        onSubmit={answeringForm.submit}
      >
        <CheckboxCard
          label={t('answering.label')}
          hint={t('answering.hint')}
          {...answeringForm.register('answersInquiries')}
        />
        <div className="flex flex-wrap items-center gap-3">
          <Button type="submit" disabled={answeringForm.formState.isSubmitting}>
            {t('answering.save')}
          </Button>
          {answering ? (
            <>
              <a
                href={withLocale(locale as Locale, `/sales/profile/${encodeURIComponent(managerId)}`)}
                className="text-sm font-medium text-brand-700 underline-offset-2 hover:underline"
              >
                {t('answering.publicProfile')}
              </a>
              <a
                href={withLocale(locale as Locale, '/orders/find')}
                className="text-sm font-medium text-brand-700 underline-offset-2 hover:underline"
              >
                {t('answering.findInquiries')}
              </a>
            </>
          ) : null}
        </div>
      </SettingCard>
      <Card>
        <h2 className="text-lg font-semibold text-slate-900">{t('inviteTitle')}</h2>
        <Form onSubmit={inviteForm.submit} className="mt-4 grid gap-4 sm:grid-cols-[1fr_1fr_auto] sm:items-end">
          <TextField form={inviteForm} name="sellerName" id="invite-name" label={t('sellerName')} autoComplete="off" />
          <TextField
            form={inviteForm}
            name="email"
            id="invite-email"
            label={t('email')}
            type="email"
            autoComplete="off"
          />
          <Button type="submit" disabled={inviteForm.formState.isSubmitting}>
            {t('invite')}
          </Button>
        </Form>
      </Card>
      <Card>
        <h2 className="text-lg font-semibold text-slate-900">
          {t('members')} · {team.companyName}
        </h2>
        <ul className="mt-4 divide-y divide-slate-100">
          {members.map((member) => {
            const expired = member.invitationExpiresAt !== null && new Date(member.invitationExpiresAt) < new Date();
            return (
              <li
                key={member.userId}
                className="flex flex-col gap-3 py-4 sm:flex-row sm:items-center sm:justify-between"
              >
                <div className="min-w-0">
                  <p className="font-medium text-slate-900">
                    {member.name}
                    {member.userId === managerId ? (
                      <span className="ml-2 text-sm text-slate-600">({t('you')})</span>
                    ) : null}
                  </p>
                  <p className="truncate text-sm text-slate-600">
                    {member.email} · {t(`roles.${member.role}`)}
                  </p>
                  {member.role === 'MANAGER' && member.answersInquiries ? (
                    <p className="text-sm font-medium text-brand-800">{t('answering.badge')}</p>
                  ) : null}
                  {member.invitationExpiresAt ? (
                    <p className="text-xs text-slate-600">
                      {expired ? t('expired') : t('expires', { date: formatDateTime(member.invitationExpiresAt) })}
                    </p>
                  ) : null}
                </div>
                <div className="flex items-center gap-2">
                  <Badge tone={member.status === 'ACTIVE' ? 'brand' : 'amber'}>{t(`status.${member.status}`)}</Badge>
                  {member.status === 'TEMPORARY' ? (
                    <Button size="sm" variant="secondary" onClick={() => resend(member)}>
                      {t('resend')}
                    </Button>
                  ) : null}
                  {member.userId !== managerId ? (
                    <Button size="sm" variant="ghost" onClick={() => setRemoving(member)}>
                      {t('remove')}
                    </Button>
                  ) : null}
                </div>
              </li>
            );
          })}
        </ul>
      </Card>
      {removing ? (
        <div className="fixed inset-0 z-50 flex items-center justify-center bg-slate-900/40 p-4">
          <div
            role="dialog"
            aria-modal="true"
            aria-labelledby="remove-title"
            className="w-full max-w-md rounded-2xl bg-white p-6 shadow-xl"
          >
            <h2 id="remove-title" className="text-lg font-semibold text-slate-900">
              {t('removeTitle', { name: removing.name })}
            </h2>
            <fieldset className="mt-4 space-y-2 text-sm text-slate-800">
              <label className="flex items-start gap-2">
                <input
                  type="radio"
                  name="contacts"
                  checked={!withContacts}
                  onChange={() => setWithContacts(false)}
                  className="mt-0.5 accent-brand-700"
                />
                {t('withoutContacts')}
              </label>
              <label className="flex items-start gap-2">
                <input
                  type="radio"
                  name="contacts"
                  checked={withContacts}
                  onChange={() => setWithContacts(true)}
                  className="mt-0.5 accent-brand-700"
                />
                {t('withContacts')}
              </label>
            </fieldset>
            <div className="mt-6 flex justify-end gap-2">
              <Button variant="secondary" onClick={() => setRemoving(null)}>
                {t('cancel')}
              </Button>
              <Button variant="danger" onClick={remove}>
                {t('confirmRemove')}
              </Button>
            </div>
          </div>
        </div>
      ) : null}
    </div>
  );
}
