import { type Locale, type NewsletterSummary, pathOf, withLocale } from '@tendero/contracts';
import { formatDateTimeMinutes } from '@tendero/i18n';
import { Badge, buttonClass, DataTable, tableCell } from '@tendero/ui';
import { getTranslations } from 'next-intl/server';
import { PageHeader } from '@/features/layout';
import NextLink from '@/lib/link';

/** `/{locale}/newsletter`: the sender's newsletters with recipients, delivered, failed and left out. */
export async function NewsletterList({ locale, items }: { locale: Locale; items: NewsletterSummary[] }) {
  const t = await getTranslations({ locale, namespace: 'newsletter.list' });
  const number = 'text-right tabular-nums';
  return (
    <div className="space-y-6">
      <PageHeader
        title={t('title')}
        lead={t('intro')}
        aside={
          <NextLink href={withLocale(locale, pathOf('newsletterNew'))} className={buttonClass('primary')}>
            {t('write')}
          </NextLink>
        }
      />
      {items.length === 0 ? (
        <p className="text-slate-700">{t('empty')}</p>
      ) : (
        <DataTable
          columns={[
            { key: 'subject', label: t('subject') },
            { key: 'date', label: t('date') },
            { key: 'recipients', label: t('recipients'), align: 'right' },
            { key: 'delivered', label: t('delivered'), align: 'right' },
            { key: 'failed', label: t('failed'), align: 'right' },
            { key: 'pending', label: t('pending'), align: 'right' },
            { key: 'skipped', label: t('skipped'), align: 'right' },
          ]}
        >
          {items.map((item) => (
            <tr key={item.id}>
              <td className={tableCell}>
                <span className="font-medium">{item.subject}</span>{' '}
                <Badge tone={item.status === 'sent' ? 'brand' : 'amber'}>{t(`status.${item.status}`)}</Badge>
              </td>
              <td className={tableCell}>{formatDateTimeMinutes(item.sentAt ?? item.createdAt)}</td>
              <td className={`${tableCell} ${number}`}>{item.recipients}</td>
              <td className={`${tableCell} ${number}`}>{item.delivered}</td>
              <td className={`${tableCell} ${number}`}>{item.failed}</td>
              <td className={`${tableCell} ${number}`}>{item.pending}</td>
              <td className={`${tableCell} ${number}`}>{item.skipped}</td>
            </tr>
          ))}
        </DataTable>
      )}
    </div>
  );
}
