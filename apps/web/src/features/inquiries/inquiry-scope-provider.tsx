'use client';

import type { Role } from '@tendero/contracts';
import { type AbstractIntlMessages, NextIntlClientProvider, useLocale, useMessages } from 'next-intl';
import { createContext, type ReactNode, useContext, useMemo } from 'react';
import type { CatalogOptions } from '@/features/catalog';

export type PlaceOption = { slug: string; name: string; country: string };

/** What every inquiry form needs: who is writing it, the catalogue and the places, in the page's language. */
export type InquiryScopeValue = {
  viewer: Role | null;
  catalog: CatalogOptions;
  places: PlaceOption[];
};

const ScopeContext = createContext<InquiryScopeValue>({ viewer: null, catalog: [], places: [] });

export function useInquiryScope(): InquiryScopeValue {
  return useContext(ScopeContext);
}

/**
 * Adds the inquiry texts to the messages the page already gave the browser (the root layout sends only
 * its own list of namespaces), and shares the scope with the forms below.
 */
export function InquiryScopeProvider({
  messages,
  value,
  children,
}: {
  messages: AbstractIntlMessages;
  value: InquiryScopeValue;
  children: ReactNode;
}) {
  const parent = useMessages();
  const locale = useLocale();
  const merged = useMemo(() => ({ ...parent, ...messages }), [parent, messages]);
  return (
    <NextIntlClientProvider locale={locale} messages={merged}>
      <ScopeContext.Provider value={value}>{children}</ScopeContext.Provider>
    </NextIntlClientProvider>
  );
}
