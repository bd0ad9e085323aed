import type { AuditEntryView, Locale } from '@tendero/contracts';
import { formatDateTime } from '@tendero/i18n';
import { DataTable, type TableColumn } from '@tendero/ui';
import { getTranslations } from 'next-intl/server';
import { type AuditTarget, auditActionKey, auditDetail, auditTarget } from './activity-format';

const alarming = new Set(['auth.sign-in-failed', 'user.block']);

type Translate = Awaited<ReturnType<typeof getTranslations<'admin.activity'>>>;

/** Removed (restored, purged) content: "Review by Ewa Nowak · Cedar Books" and a short quote of it. */
function ContentTarget({
  t,
  target,
  quote,
}: {
  t: Translate;
  target: Extract<AuditTarget, { kind: 'content' }>;
  quote: boolean;
}) {
  const type = target.known ? t(`targetTypes.${target.known}`) : target.type;
  const { authorName: author, companyName: company } = target;
  const label =
    author && company
      ? t('contentByAt', { type, author, company })
      : author
        ? t('contentBy', { type, author })
        : company
          ? t('contentAt', { type, company })
          : type;
  return (
    <>
      <span className="block">{label}</span>
      {quote && target.excerpt ? (
        <span className="line-clamp-2 text-slate-600" title={target.excerpt}>
          {t('quote', { text: target.excerpt })}
        </span>
      ) : null}
    </>
  );
}

/**
 * One page of the activity log, newest first: when (to the second), what, who, on whom, from which
 * address, and one line of detail. What the API recorded is shown as it is; nothing here is editable.
 */
export async function ActivityTable({ locale, entries }: { locale: Locale; entries: AuditEntryView[] }) {
  const t = await getTranslations({ locale, namespace: 'admin.activity' });
  const muted = <span className="text-slate-600">{t('noValue')}</span>;
  const columns: TableColumn[] = [
    { key: 'at', label: t('columns.at'), className: 'tabular-nums md:whitespace-nowrap' },
    { key: 'action', label: t('columns.action'), role: 'title', className: 'md:whitespace-nowrap' },
    { key: 'actor', label: t('columns.actor') },
    { key: 'target', label: t('columns.target'), className: 'wrap-anywhere' },
    { key: 'ip', label: t('columns.ip'), className: 'font-mono text-xs md:whitespace-nowrap' },
    { key: 'detail', label: t('columns.detail'), className: 'md:max-w-xs' },
  ];
  return (
    <DataTable
      columns={columns}
      rows={entries.map((entry) => {
        const key = auditActionKey(entry.action);
        const target = auditTarget(entry);
        const detail = auditDetail(entry);
        return {
          key: entry.id,
          data: { 'data-audit-id': entry.id, 'data-action': entry.action },
          cells: {
            at: <time dateTime={entry.at}>{formatDateTime(entry.at)}</time>,
            action: (
              <span className={alarming.has(entry.action) ? 'text-red-800' : 'text-slate-900'}>
                {key ? t(`actions.${key}`) : <code className="font-mono text-xs">{entry.action}</code>}
              </span>
            ),
            actor: entry.actor ? entry.actor.name : <span className="text-slate-600">{t('noActor')}</span>,
            target:
              target === null ? (
                muted
              ) : target.kind === 'name' ? (
                target.name
              ) : target.kind === 'content' ? (
                // The detail column quotes restored and purged content already.
                <ContentTarget t={t} target={target} quote={detail?.kind !== 'excerpt'} />
              ) : (
                t('target', {
                  type: target.known ? t(`targetTypes.${target.known}`) : target.type,
                  id: target.id,
                })
              ),
            ip: entry.ip ?? muted,
            detail: detail ? (
              <span className="line-clamp-2 break-words" title={detail.value}>
                {t(`details.${detail.kind}`, { value: detail.value })}
              </span>
            ) : (
              muted
            ),
          },
        };
      })}
    />
  );
}
