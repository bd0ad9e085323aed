import type { Locale } from '@tendero/contracts';
import { inquiriesEndpoints } from '@tendero/contracts';
import type { Metadata } from 'next';
import { getTranslations, setRequestLocale } from 'next-intl/server';
import { MyInquiries } from '@/features/inquiries';
import { InquiryScope } from '@/features/inquiries/server';
import { pageMetadata } from '@/lib/metadata';
import { serverApi } from '@/lib/server-api';

type Props = { params: Promise<{ locale: Locale }>; searchParams: Promise<{ draft?: string | string[] }> };

export async function generateMetadata({ params }: Props): Promise<Metadata> {
  const { locale } = await params;
  return pageMetadata(locale, 'ordersMy', '/orders/my', { noindex: true });
}

/** The client's inquiries and a new one (the page gateway lets only CLIENT in). `?draft=1`: after sign-in. */
export default async function OrdersMyPage({ params, searchParams }: Props) {
  const { locale } = await params;
  setRequestLocale(locale);
  const [{ draft }, mine, t] = await Promise.all([
    searchParams,
    serverApi(inquiriesEndpoints.mine, { locale }),
    getTranslations({ locale, namespace: 'routes' }),
  ]);
  return (
    <InquiryScope locale={locale}>
      <MyInquiries title={t('ordersMy.title')} initial={mine?.items ?? null} restoreDraft={draft === '1'} />
    </InquiryScope>
  );
}
