'use client';

import type { InquiryAlertSettings } from '@tendero/contracts';
import { useTranslations } from 'next-intl';
import { useState } from 'react';
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
      <section
        aria-labelledby="team-alerts"
        className="rounded-2xl border border-slate-200 bg-white p-4 shadow-sm sm:p-6"
      >
        <h2 id="team-alerts" className="text-lg font-semibold text-slate-900">
          {t('team.title')}
        </h2>
        <p className="mt-1 text-sm text-slate-600">
          {settings.mayEditTeam ? t('team.leadManager') : t('team.leadRep')}
        </p>
        {team.fromProfile ? <p className="mt-1 text-sm text-slate-600">{t('team.fromProfile')}</p> : null}
        <div className="mt-4">
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
        </div>
      </section>
      <section
        aria-labelledby="my-alerts"
        className="rounded-2xl border border-slate-200 bg-white p-4 shadow-sm sm:p-6"
      >
        <h2 id="my-alerts" className="text-lg font-semibold text-slate-900">
          {t('mine.title')}
        </h2>
        <p role="status" className="mt-1 text-sm text-slate-600">
          {me.active ? t('mine.activeNow') : t('mine.inactiveNow')}
        </p>
        <div className="mt-4">
          <MyAlertsForm key={version} settings={settings} names={names} cityGroups={cityGroups} onSaved={saved} />
        </div>
      </section>
    </div>
  );
}
