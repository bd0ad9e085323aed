import {
  type ConsentAcceptances,
  type ConsentKind,
  consentsEndpoints,
  endpointUrl,
  type Locale,
} from '@tendero/contracts';
import { formatDateTime } from '@tendero/i18n';
import { buttonClass, Card, DataTable, EmailText } from '@tendero/ui';
import { getTranslations } from 'next-intl/server';
import { ListBody, ListFilters, ListPager, listHref, pageCount, pagerLabels, searchField } from '@/features/layout';
import { acceptancePairs, type ConsentsView } from './consents-url';

/**
 * Who accepted one version (`consentsEndpoints.acceptances`): searched in names and e-mails through the
 * URL (a GET form keeping the chosen version), paged, with the same rows as CSV
 * (`consentsEndpoints.acceptancesCsv`, recorded in the activity log by the API).
 */
export async function AcceptancesSection({
  locale,
  path,
  view,
  chosen,
  result,
}: {
  locale: Locale;
  /** The page's own address with the locale. */
  path: string;
  view: ConsentsView;
  /** The version shown, or null when the URL names one that does not exist. */
  chosen: { kind: ConsentKind; version: number } | null;
  /** Its acceptances; null when they could not be loaded. */
  result: ConsentAcceptances | null;
}) {
  const t = await getTranslations({ locale, namespace: 'consents' });
  if (!chosen) {
    return (
      <section id="acceptances" aria-labelledby="acceptances-title" className="space-y-4">
        <h2 id="acceptances-title" className="sr-only">
          {t('history.who')}
        </h2>
        <Card>
          <p className="text-slate-700">
            {view.kind || view.version ? t('acceptances.notFound') : t('acceptances.choose')}
          </p>
        </Card>
      </section>
    );
  }
  const kindName = t(`kinds.${chosen.kind}`).toLowerCase();
  const pairs = acceptancePairs({ ...view, ...chosen });
  const filtered = Boolean(view.q);
  const pages = pageCount(result?.total ?? 0, result?.pageSize ?? 1);
  const page = Math.min(view.page, pages);
  const csv = endpointUrl(consentsEndpoints.acceptancesCsv, {
    params: chosen,
    query: { ...(view.q ? { q: view.q } : {}), locale },
  });
  return (
    <section id="acceptances" aria-labelledby="acceptances-title" className="space-y-4">
      <div className="flex flex-col gap-3 sm:flex-row sm:items-end sm:justify-between">
        <h2 id="acceptances-title" className="text-xl font-semibold text-slate-900">
          {t('acceptances.title', { kind: kindName, version: chosen.version })}
        </h2>
        {result && result.total > 0 ? (
          <a href={csv} download className={buttonClass('secondary', 'md', 'shrink-0 self-start sm:self-auto')}>
            {t('acceptances.csv')}
          </a>
        ) : null}
      </div>
      <ListFilters
        id="acceptances"
        action={`${path}#acceptances`}
        values={view}
        pairs={view.q ? { q: view.q } : {}}
        clearHref={`${listHref(path, { kind: chosen.kind, version: String(chosen.version) })}#acceptances`}
        t={t}
        gridClassName="grid gap-4 sm:grid-cols-2"
        fields={[
          { type: 'hidden', name: 'kind', value: chosen.kind },
          { type: 'hidden', name: 'version', value: chosen.version },
          searchField(t),
        ]}
      />
      <ListBody
        loaded={result !== null}
        count={result?.items.length ?? 0}
        testId="acceptances-total"
        texts={{
          unavailable: t('acceptances.unavailable'),
          total: t('acceptances.total', { count: result?.total ?? 0 }),
          empty: filtered ? t('acceptances.empty') : t('acceptances.emptyAll'),
        }}
      >
        {result ? (
          <DataTable
            columns={[
              { key: 'name', label: t('acceptances.columns.name'), role: 'title' },
              { key: 'email', label: t('acceptances.columns.email') },
              { key: 'role', label: t('acceptances.columns.role'), className: 'md:whitespace-nowrap' },
              {
                key: 'acceptedAt',
                label: t('acceptances.columns.acceptedAt'),
                className: 'tabular-nums md:whitespace-nowrap',
              },
              { key: 'ip', label: t('acceptances.columns.ip'), className: 'tabular-nums' },
            ]}
            rows={result.items.map((person) => ({
              key: person.userId,
              cells: {
                name: person.name,
                email: <EmailText email={person.email} />,
                role: t(`roles.${person.role}`),
                acceptedAt: <time dateTime={person.acceptedAt}>{formatDateTime(person.acceptedAt)}</time>,
                ip: person.ip ?? <span className="text-slate-600">{t('acceptances.noIp')}</span>,
              },
            }))}
          />
        ) : null}
      </ListBody>
      {result ? (
        <ListPager path={path} pairs={pairs} page={page} pages={pages} labels={pagerLabels(t, page, pages)} />
      ) : null}
    </section>
  );
}
