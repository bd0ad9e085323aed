import type { Locale } from '@tendero/contracts';
import type { ReactNode } from 'react';
import { InquiryScope } from '@/features/inquiries/server';
import { MarketplaceActions, MarketplaceInquiryDialog } from './marketplace-actions';

/**
 * A server page's `MarketplaceActions` with the page's one inquiry dialog already given: the dialog in an
 * `InquiryScope` (the viewer, catalogue, places and inquiry texts), which only a server component renders.
 * `search` is the search the page shows, remembered by compare picks.
 */
export function MarketplacePageActions({
  locale,
  search,
  children,
}: {
  locale: Locale;
  search?: string;
  children: ReactNode;
}) {
  return (
    <MarketplaceActions
      search={search}
      dialog={
        <InquiryScope locale={locale}>
          <MarketplaceInquiryDialog />
        </InquiryScope>
      }
    >
      {children}
    </MarketplaceActions>
  );
}
