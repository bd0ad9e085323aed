import type { Locale, UserConsents } from '@tendero/contracts';
import { formatDateTime } from '@tendero/i18n';
import { Badge, Button, Card, DataTable, Input } from '@tendero/ui';
import { getTranslations } from 'next-intl/server';
import { filterLabel } from '@/features/layout';

/**
 * One person's acceptances (`consentsEndpoints.user`), looked up by e-mail through a GET form: each version
 * they accepted, when and from where, and whether a newer version has been published since.
 */
export async function UserConsentsSection({
  locale,
  path,
  email,
  result,
}: {
  locale: Locale;
  /** The page's own address with the locale. */
  path: string;
  /** The e-mail address looked up, if any. */
  email: string | undefined;
  /** What the API answered; null when it found no such account. */
  result: UserConsents | null;
}) {
  const t = await getTranslations({ locale, namespace: 'consents' });
  return (
    <section id="person" aria-labelledby="person-title" className="space-y-4">
      <div>
        <h2 id="person-title" className="text-xl font-semibold text-slate-900">
          {t('user.title')}
        </h2>
        <p className="mt-1 text-sm text-slate-600">{t('user.lead')}</p>
      </div>
      <form
        method="get"
        action={`${path}#person`}
        className="flex flex-col gap-3 rounded-2xl border border-slate-200 bg-white p-4 shadow-sm sm:flex-row sm:items-end"
      >
        <div className="flex-1 space-y-1.5">
          <label htmlFor="person-email" className={filterLabel}>
            {t('user.email')}
          </label>
          <Input id="person-email" name="email" type="email" maxLength={254} defaultValue={email ?? ''} required />
        </div>
        <Button type="submit">{t('user.submit')}</Button>
      </form>
      {email === undefined ? null : result === null ? (
        <Card>
          <p role="status" className="text-slate-700">
            {t('user.notFound')}
          </p>
        </Card>
      ) : (
        <div className="space-y-3" data-testid="person-consents">
          <p className="text-sm font-medium text-slate-800">
            {t('user.result', { name: result.user.name, email: result.user.email })}
          </p>
          {result.items.length === 0 ? (
            <Card>
              <p className="text-slate-700">{t('user.none', { name: result.user.name })}</p>
            </Card>
          ) : (
            <DataTable
              columns={[
                { key: 'kind', label: t('user.columns.kind'), role: 'title' },
                { key: 'version', label: t('user.columns.version'), className: 'tabular-nums' },
                {
                  key: 'acceptedAt',
                  label: t('user.columns.acceptedAt'),
                  className: 'tabular-nums md:whitespace-nowrap',
                },
                { key: 'ip', label: t('user.columns.ip'), className: 'tabular-nums' },
                { key: 'status', label: t('user.columns.status') },
              ]}
              rows={result.items.map((item) => ({
                key: `${item.kind}-${item.version}`,
                cells: {
                  kind: t(`kinds.${item.kind}`),
                  version: item.version,
                  acceptedAt: <time dateTime={item.acceptedAt}>{formatDateTime(item.acceptedAt)}</time>,
                  ip: item.ip ?? <span className="text-slate-600">{t('acceptances.noIp')}</span>,
                  status: item.current ? (
                    <Badge>{t('user.current')}</Badge>
                  ) : (
                    <Badge tone="amber">{t('user.outdated')}</Badge>
                  ),
                },
              }))}
            />
          )}
        </div>
      )}
    </section>
  );
}
