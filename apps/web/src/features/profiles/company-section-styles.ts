import type { CompanyProfile, Locale } from '@tendero/contracts';

/** The look shared by the company page's sections. */
export const itemCard = 'rounded-2xl border border-slate-200 bg-white p-5 shadow-sm';
export const bodyText = 'mt-2 text-sm leading-relaxed whitespace-pre-line text-slate-700';
export const removeRow = 'mt-3 flex justify-end border-t border-slate-100 pt-2';

/** What each section is given: the page's language, the company, and whether an admin may remove entries. */
export type SectionProps = { locale: Locale; company: CompanyProfile; mayRemove?: boolean };

/** What the hearts on offers need: the signed-in client, the rep the offers are kept through, the kept ones. */
export type OfferFavourites = { userId: string; salesRepId: string; offerIds: readonly string[] };
