import type { ContentRemoval, Locale, RemovalState } from '@tendero/contracts';
import { formatDate, formatDateTime } from '@tendero/i18n';
import { Badge, DataTable, type TableColumn } from '@tendero/ui';
import { getTranslations } from 'next-intl/server';
import { actionsColumn } from '@/features/layout';
import { RestoreAction } from './restore-action';

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
  const muted = 'block text-xs text-slate-600';
  const columns: TableColumn[] = [
    { key: 'removed', label: t('removals.columns.removed') },
    { key: 'content', label: t('removals.columns.content'), role: 'title', className: 'md:max-w-xs' },
    { key: 'owner', label: t('removals.columns.owner') },
    { key: 'reason', label: t('removals.columns.reason'), className: 'md:max-w-xs' },
    { key: 'state', label: t('removals.columns.state'), className: 'md:whitespace-nowrap' },
    actionsColumn(t('removals.columns.actions')),
  ];
  return (
    <DataTable
      columns={columns}
      rows={removals.map((removal) => ({
        key: removal.id,
        data: { 'data-removal-id': removal.id, 'data-state': removal.state },
        cells: {
          removed: (
            <>
              <time dateTime={removal.removedAt} className="tabular-nums">
                {formatDateTime(removal.removedAt)}
              </time>
              {removal.removedBy ? (
                <span className={muted}>{t('removals.by', { name: removal.removedBy.name })}</span>
              ) : null}
            </>
          ),
          content: (
            <>
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
            </>
          ),
          owner: removal.owner ? removal.owner.name : <span className="text-slate-600">{t('removals.noOwner')}</span>,
          reason: (
            <span className="line-clamp-3 break-words" title={removal.reason}>
              {removal.reason}
            </span>
          ),
          state: (
            <>
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
            </>
          ),
          actions: removal.restorable ? (
            <RestoreAction removal={{ id: removal.id, kind: removal.kind, excerpt: removal.excerpt }} />
          ) : null,
        },
      }))}
    />
  );
}
