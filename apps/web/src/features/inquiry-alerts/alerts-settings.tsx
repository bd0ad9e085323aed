'use client';

import type { InquiryAlertSettings } from '@tendero/contracts';
import { useTranslations } from 'next-intl';
import { type ReactNode, useState } from 'react';
import { MyAlertsForm } from './my-alerts-form';
import type { PickerGroup } from './slug-picker';
import { TeamAlertsForm } from './team-alerts-form';

/** The two sections of /orders/alerts: the team's default (the manager edits it) and the person's own. */
export function AlertsSettings({
  initial,
  serviceGroups,
  cityGroups,
}: {
  initial: InquiryAlertSettings;
  serviceGroups: PickerGroup[];
  cityGroups: PickerGroup[];
}) {
  const t = useTranslations('inquiryAlerts');
  const [settings, setSettings] = useState(initial);
  // Each save answers the whole settings; the person's form starts again from what the team allows now.
  const [version, setVersion] = useState(0);
  const saved = (next: InquiryAlertSettings) => {
    setSettings(next);
    setVersion((value) => value + 1);
  };
  const names = new Map(
    [...serviceGroups, ...cityGroups].flatMap((group) => group.options.map((option) => [option.slug, option.name])),
  );
  const { team, me } = settings;
  const nameList = (slugs: string[]) => slugs.map((slug) => names.get(slug) ?? slug).join(', ');
  return (
    <div className="grid gap-6 lg:grid-cols-2 lg:items-start">
      <AlertsSection
        id="team-alerts"
        title={t('team.title')}
        lead={
          <>
            <p className="mt-1 text-sm text-slate-600">
              {settings.mayEditTeam ? t('team.leadManager') : t('team.leadRep')}
            </p>
            {team.fromProfile ? <p className="mt-1 text-sm text-slate-600">{t('team.fromProfile')}</p> : null}
          </>
        }
      >
        {settings.mayEditTeam ? (
          <TeamAlertsForm settings={settings} serviceGroups={serviceGroups} cityGroups={cityGroups} onSaved={saved} />
        ) : (
          <>
            <dl className="space-y-3 text-sm">
              <div>
                <dt className="font-medium text-slate-800">{t('team.services')}</dt>
                <dd className="text-slate-700">{nameList(team.services)}</dd>
              </div>
              <div>
                <dt className="font-medium text-slate-800">{t('team.cities')}</dt>
                <dd className="text-slate-700">{team.anywhere ? t('team.anywhereShort') : nameList(team.cities)}</dd>
              </div>
            </dl>
            <p className="mt-3 text-sm text-slate-600">{t('team.noCityNote')}</p>
            <p className="mt-1 text-sm text-slate-600">{team.teamOn ? t('team.teamOn') : t('team.teamOff')}</p>
          </>
        )}
      </AlertsSection>
      <AlertsSection
        id="my-alerts"
        title={t('mine.title')}
        lead={
          <p role="status" className="mt-1 text-sm text-slate-600">
            {me.active ? t('mine.activeNow') : t('mine.inactiveNow')}
          </p>
        }
      >
        <MyAlertsForm key={version} settings={settings} names={names} cityGroups={cityGroups} onSaved={saved} />
      </AlertsSection>
    </div>
  );
}

/** One of the two cards: its heading (`id` labels the section), the lines under it, then its content. */
function AlertsSection({
  id,
  title,
  lead,
  children,
}: {
  id: string;
  title: string;
  lead: ReactNode;
  children: ReactNode;
}) {
  return (
    <section aria-labelledby={id} className="rounded-2xl border border-slate-200 bg-white p-4 shadow-sm sm:p-6">
      <h2 id={id} className="text-lg font-semibold text-slate-900">
        {title}
      </h2>
      {lead}
      <div className="mt-4">{children}</div>
    </section>
  );
}
