import type { AuditEntryView, Locale } from '@tendero/contracts';
import { formatDateTime } from '@tendero/i18n';
import { DataTable, tableCell } from '@tendero/ui';
import { getTranslations } from 'next-intl/server';
import { auditActionKey, auditDetail, auditTarget } from './activity-format';

const columns = ['at', 'action', 'actor', 'target', 'ip', 'detail'] as const;
const alarming = new Set(['auth.sign-in-failed', 'user.block']);

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
            <td className={`${cell} break-all`}>
              {target === null
                ? muted
                : target.kind === 'name'
                  ? target.name
                  : t('target', {
                      type: target.known ? t(`targetTypes.${target.known}`) : target.type,
                      id: target.id,
                    })}
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
