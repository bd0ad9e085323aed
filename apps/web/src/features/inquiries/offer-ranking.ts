import type { Application } from '@tendero/contracts';

export type Sort = 'price' | 'timeline' | 'received';
export const sorts: Sort[] = ['price', 'timeline', 'received'];

/** Today in Warsaw as YYYY-MM-DD, to tell an offer past its validity date. */
export function todayIso(): string {
  return new Intl.DateTimeFormat('en-CA', { timeZone: 'Europe/Warsaw' }).format(new Date());
}

export function sortOffers(offers: Application[], sort: Sort): Application[] {
  const byReceived = (a: Application, b: Application) => a.createdAt.localeCompare(b.createdAt);
  const list = [...offers];
  if (sort === 'price') {
    // Within one currency by the lower end of the price; offers in another currency follow, never mixed.
    return list.sort(
      (a, b) =>
        a.price.currency.localeCompare(b.price.currency) ||
        a.price.min - b.price.min ||
        (a.price.max ?? a.price.min) - (b.price.max ?? b.price.min) ||
        byReceived(a, b),
    );
  }
  if (sort === 'timeline') return list.sort((a, b) => a.timelineDays - b.timelineDays || byReceived(a, b));
  return list.sort(byReceived);
}

/** The lowest price (per currency, only when every offer shares it) and the shortest delivery time. */
export function bestOf(offers: Application[]): { cheapest: Set<string>; fastest: Set<string> } {
  const cheapest = new Set<string>();
  const fastest = new Set<string>();
  if (offers.length < 2) return { cheapest, fastest };
  const currencies = new Set(offers.map((offer) => offer.price.currency));
  if (currencies.size === 1) {
    const low = Math.min(...offers.map((offer) => offer.price.min));
    for (const offer of offers) if (offer.price.min === low) cheapest.add(offer.id);
  }
  const quick = Math.min(...offers.map((offer) => offer.timelineDays));
  for (const offer of offers) if (offer.timelineDays === quick) fastest.add(offer.id);
  if (cheapest.size === offers.length) cheapest.clear();
  if (fastest.size === offers.length) fastest.clear();
  return { cheapest, fastest };
}
