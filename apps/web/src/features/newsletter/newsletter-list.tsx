import { type Locale, type NewsletterSummary, pathOf, withLocale } from '@tendero/contracts';
import { formatDateTimeMinutes } from '@tendero/i18n';
import { Badge, buttonClass, DataTable } from '@tendero/ui';
import { getTranslations } from 'next-intl/server';
import { PageHeader } from '@/features/layout';
import NextLink from '@/lib/link';

/** `/{locale}/newsletter`: the sender's newsletters with recipients, delivered, failed and left out. */
export async function NewsletterList({ locale, items }: { locale: Locale; items: NewsletterSummary[] }) {
  const t = await getTranslations({ locale, namespace: 'newsletter.list' });
  const number = 'tabular-nums';
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
            { key: 'subject', label: t('subject'), role: 'title' },
            { key: 'date', label: t('date'), className: 'tabular-nums' },
            { key: 'recipients', label: t('recipients'), align: 'right', className: number },
            { key: 'delivered', label: t('delivered'), align: 'right', className: number },
            { key: 'failed', label: t('failed'), align: 'right', className: number },
            { key: 'pending', label: t('pending'), align: 'right', className: number },
            { key: 'skipped', label: t('skipped'), align: 'right', className: number },
          ]}
          rows={items.map((item) => ({
            key: item.id,
            cells: {
              subject: (
                <>
                  <span className="font-medium">{item.subject}</span>{' '}
                  <Badge tone={item.status === 'sent' ? 'brand' : 'amber'}>{t(`status.${item.status}`)}</Badge>
                </>
              ),
              date: formatDateTimeMinutes(item.sentAt ?? item.createdAt),
              recipients: item.recipients,
              delivered: item.delivered,
              failed: item.failed,
              pending: item.pending,
              skipped: item.skipped,
            },
          }))}
        />
      )}
    </div>
  );
}
