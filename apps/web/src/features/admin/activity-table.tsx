import type { AuditEntryView, Locale } from '@tendero/contracts';
import { formatDateTime } from '@tendero/i18n';
import { DataTable, tableCell } from '@tendero/ui';
import { getTranslations } from 'next-intl/server';
import { type AuditTarget, auditActionKey, auditDetail, auditTarget } from './activity-format';

const columns = ['at', 'action', 'actor', 'target', 'ip', 'detail'] as const;
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
  const cell = tableCell;
  const muted = <span className="text-slate-600">{t('noValue')}</span>;
  return (
    <DataTable columns={columns.map((key) => ({ key, label: t(`columns.${key}`) }))}>
      {entries.map((entry) => {
        const key = auditActionKey(entry.action);
        const target = auditTarget(entry);
        const detail = auditDetail(entry);
        return (
          <tr key={entry.id} data-audit-id={entry.id} data-action={entry.action}>
            <td className={`${cell} tabular-nums whitespace-nowrap`}>
              <time dateTime={entry.at}>{formatDateTime(entry.at)}</time>
            </td>
            <th
              scope="row"
              className={`${cell} text-left font-semibold whitespace-nowrap ${alarming.has(entry.action) ? 'text-red-800' : 'text-slate-900'}`}
            >
              {key ? t(`actions.${key}`) : <code className="font-mono text-xs">{entry.action}</code>}
            </th>
            <td className={cell}>
              {entry.actor ? entry.actor.name : <span className="text-slate-600">{t('noActor')}</span>}
            </td>
            <td className={`${cell} break-words`}>
              {target === null ? (
                muted
              ) : target.kind === 'name' ? (
                target.name
              ) : target.kind === 'content' ? (
                <ContentTarget
                  t={t}
                  target={target}
                  // The detail column quotes restored and purged content already.
                  quote={detail?.kind !== 'excerpt'}
                />
              ) : (
                <span className="break-all">
                  {t('target', { type: target.known ? t(`targetTypes.${target.known}`) : target.type, id: target.id })}
                </span>
              )}
            </td>
            <td className={`${cell} font-mono text-xs whitespace-nowrap`}>{entry.ip ?? muted}</td>
            <td className={`${cell} max-w-xs`}>
              {detail ? (
                <span className="line-clamp-2 break-words" title={detail.value}>
                  {t(`details.${detail.kind}`, { value: detail.value })}
                </span>
              ) : (
                muted
              )}
            </td>
          </tr>
        );
      })}
    </DataTable>
  );
}
