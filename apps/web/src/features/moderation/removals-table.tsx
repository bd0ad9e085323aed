import type { ContentRemoval, Locale, RemovalState } from '@tendero/contracts';
import { formatDate, formatDateTime } from '@tendero/i18n';
import { Badge, DataTable, tableCell } from '@tendero/ui';
import { getTranslations } from 'next-intl/server';
import { RestoreAction } from './restore-action';

const columns = ['removed', 'content', 'owner', 'reason', 'state', 'actions'] as const;
const tones: Record<RemovalState, 'amber' | 'brand' | 'slate'> = {
  active: 'amber',
  restored: 'brand',
  purged: 'slate',
};

/**
 * One page of removals, newest first: when and by whom, what (kind, excerpt, company), whose, why, and its
 * state with the date it can be restored until, was restored or was deleted. Restore shows while allowed.
 */
export async function RemovalsTable({ locale, removals }: { locale: Locale; removals: ContentRemoval[] }) {
  const t = await getTranslations({ locale, namespace: 'moderation' });
  const cell = tableCell;
  const muted = 'block text-xs text-slate-600';
  return (
    <DataTable
      columns={columns.map((key) => ({
        key,
        label:
          key === 'actions' ? (
            <span className="sr-only">{t('removals.columns.actions')}</span>
          ) : (
            t(`removals.columns.${key}`)
          ),
        align: key === 'actions' ? ('right' as const) : ('left' as const),
      }))}
    >
      {removals.map((removal) => (
        <tr key={removal.id} data-removal-id={removal.id} data-state={removal.state}>
          <td className={`${cell} whitespace-nowrap`}>
            <time dateTime={removal.removedAt} className="tabular-nums">
              {formatDateTime(removal.removedAt)}
            </time>
            {removal.removedBy ? (
              <span className={muted}>{t('removals.by', { name: removal.removedBy.name })}</span>
            ) : null}
          </td>
          <th scope="row" className={`${cell} max-w-xs text-left font-normal`}>
            <span className="block text-xs font-semibold tracking-wide text-slate-600 uppercase">
              {t(`kinds.${removal.kind}`)}
            </span>
            <span className="line-clamp-3 font-medium break-words text-slate-900" title={removal.excerpt}>
              {removal.excerpt}
            </span>
            {removal.company ? (
              <span className={muted}>{t('removals.company', { name: removal.company.name })}</span>
            ) : null}
            <code className="mt-1 block font-mono text-[11px] break-all text-slate-500">{removal.contentId}</code>
          </th>
          <td className={cell}>
            {removal.owner ? removal.owner.name : <span className="text-slate-600">{t('removals.noOwner')}</span>}
          </td>
          <td className={`${cell} max-w-xs`}>
            <span className="line-clamp-3 break-words" title={removal.reason}>
              {removal.reason}
            </span>
          </td>
          <td className={`${cell} whitespace-nowrap`}>
            <Badge tone={tones[removal.state]}>{t(`states.${removal.state}`)}</Badge>
            <span className={`${muted} mt-1`}>
              {removal.state === 'restored' && removal.restoredAt
                ? t('removals.restoredOn', {
                    date: formatDate(removal.restoredAt),
                    name: removal.restoredBy?.name ?? '—',
                  })
                : removal.state === 'purged' && removal.purgedAt
                  ? t('removals.purgedOn', { date: formatDate(removal.purgedAt) })
                  : removal.restorable
                    ? t('removals.until', { date: formatDate(removal.restorableUntil) })
                    : t('removals.expired')}
            </span>
          </td>
          <td className={`${cell} text-right`}>
            {removal.restorable ? (
              <RestoreAction removal={{ id: removal.id, kind: removal.kind, excerpt: removal.excerpt }} />
            ) : null}
          </td>
        </tr>
      ))}
    </DataTable>
  );
}
