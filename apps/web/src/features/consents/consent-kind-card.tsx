import type { ConsentTexts, Locale } from '@tendero/contracts';
import { formatDate, formatDateTime } from '@tendero/i18n';
import { Badge, Card, DataTable } from '@tendero/ui';
import { getTranslations } from 'next-intl/server';
import { actionsColumn } from '@/features/layout';
import { acceptancesHref } from './consents-url';
import { PublishVersionAction } from './publish-version-action';

type Kind = ConsentTexts['kinds'][number];

/**
 * One consent text: its current version (when, by whom, both languages behind a disclosure), the button
 * that publishes the next one, and every version with how many people accepted it and a link to who.
 */
export async function ConsentKindCard({
  locale,
  entry,
  path,
  shown,
}: {
  locale: Locale;
  entry: Kind;
  /** The page's own address with the locale. */
  path: string;
  /** The version whose acceptances the page lists, if of this kind. */
  shown: number | null;
}) {
  const t = await getTranslations({ locale, namespace: 'consents' });
  const kindName = t(`kinds.${entry.kind}`);
  const current = entry.versions.find((version) => version.current) ?? null;
  const titleId = `consent-${entry.kind}-title`;
  return (
    <section aria-labelledby={titleId} className="space-y-4" data-testid={`consent-${entry.kind}`}>
      <Card className="space-y-4">
        <div className="flex flex-col gap-3 sm:flex-row sm:items-start sm:justify-between">
          <div>
            <h2 id={titleId} className="text-xl font-semibold text-slate-900">
              {kindName}
            </h2>
            <p className="mt-1 text-sm text-slate-600">{t(`kindLeads.${entry.kind}`)}</p>
          </div>
          {current ? (
            <PublishVersionAction
              kind={entry.kind}
              nextVersion={current.version + 1}
              current={{ bodyEn: current.bodyEn, bodyPl: current.bodyPl }}
            />
          ) : null}
        </div>
        {current ? (
          <div className="space-y-3">
            <p className="flex flex-wrap items-center gap-2 text-sm text-slate-800">
              <span className="font-semibold">{t('current.label')}:</span>
              <Badge>{t('current.version', { version: current.version })}</Badge>
              <span className="text-slate-600">
                {current.publishedBy
                  ? t('current.published', { date: formatDate(current.publishedAt), name: current.publishedBy.name })
                  : t('current.publishedInitial', { date: formatDate(current.publishedAt) })}
              </span>
            </p>
            <details className="rounded-xl border border-slate-200 bg-slate-50 px-4 py-3 text-sm">
              <summary className="cursor-pointer font-semibold text-brand-800">{t('current.showText')}</summary>
              <div className="mt-3 grid gap-4 md:grid-cols-2">
                {/* The page's language first: a Polish admin reads the Polish text, then the English one. */}
                {(locale === 'pl' ? (['pl', 'en'] as const) : (['en', 'pl'] as const)).map((language) => (
                  <div key={language} lang={language}>
                    <h3 className="text-xs font-semibold tracking-wide text-slate-600 uppercase">
                      {t(language === 'en' ? 'current.english' : 'current.polish')}
                    </h3>
                    <p className="mt-1 whitespace-pre-line text-slate-800">
                      {language === 'en' ? current.bodyEn : current.bodyPl}
                    </p>
                  </div>
                ))}
              </div>
            </details>
          </div>
        ) : (
          <p className="text-sm text-slate-600">{t('current.none')}</p>
        )}
      </Card>
      {entry.versions.length > 0 ? (
        <DataTable
          columns={[
            { key: 'version', label: t('history.columns.version'), role: 'title', className: 'md:whitespace-nowrap' },
            { key: 'published', label: t('history.columns.published'), className: 'tabular-nums md:whitespace-nowrap' },
            { key: 'by', label: t('history.columns.by') },
            {
              key: 'acceptances',
              label: t('history.columns.acceptances'),
              align: 'right',
              className: 'tabular-nums md:whitespace-nowrap',
            },
            actionsColumn(t('history.columns.actions'), 'md:whitespace-nowrap'),
          ]}
          rows={entry.versions.map((version) => ({
            key: version.id,
            data: { 'data-version': String(version.version) },
            cells: {
              version: (
                <span className="flex flex-wrap items-center gap-2">
                  {t('current.version', { version: version.version })}
                  {version.current ? <Badge>{t('history.currentBadge')}</Badge> : null}
                </span>
              ),
              published: <time dateTime={version.publishedAt}>{formatDateTime(version.publishedAt)}</time>,
              by: version.publishedBy?.name ?? <span className="text-slate-600">{t('history.initial')}</span>,
              acceptances: t('history.acceptances', { count: version.acceptances }),
              actions:
                shown === version.version ? (
                  <span className="text-sm text-slate-600">{t('history.shown')}</span>
                ) : (
                  <a
                    href={acceptancesHref(path, entry.kind, version.version)}
                    aria-label={t('history.whoLabel', { kind: kindName, version: version.version })}
                    className="font-semibold text-brand-800 hover:underline"
                  >
                    {t('history.who')}
                  </a>
                ),
            },
          }))}
        />
      ) : null}
    </section>
  );
}
