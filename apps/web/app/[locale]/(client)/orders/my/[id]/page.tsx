import type { Locale } from '@tendero/contracts';
import { inquiriesEndpoints } from '@tendero/contracts';
import type { Metadata } from 'next';
import { notFound } from 'next/navigation';
import { setRequestLocale } from 'next-intl/server';
import { InquiryDetail } from '@/features/inquiries';
import { InquiryScope } from '@/features/inquiries/server';
import { pageMetadata } from '@/lib/metadata';
import { serverApi } from '@/lib/server-api';

type Props = { params: Promise<{ locale: Locale; id: string }> };

const uuid = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i;

export async function generateMetadata({ params }: Props): Promise<Metadata> {
  const { locale, id } = await params;
  return pageMetadata(locale, 'ordersMyInquiry', `/orders/my/${encodeURIComponent(id)}`, { noindex: true });
}

/** One of the client's inquiries with every offer compared (the page gateway lets only CLIENT in). */
export default async function OrdersMyInquiryPage({ params }: Props) {
  const { locale, id } = await params;
  setRequestLocale(locale);
  const inquiry = uuid.test(id) ? await serverApi(inquiriesEndpoints.get, { params: { inquiryId: id }, locale }) : null;
  if (!inquiry) notFound();
  return (
    <InquiryScope locale={locale}>
      <InquiryDetail initial={inquiry} />
    </InquiryScope>
  );
}
