import { type Locale, type MenuItem, pathOf, withLocale } from '@tendero/contracts';

export function menuHref(locale: Locale, item: MenuItem): string {
  const path = withLocale(locale, pathOf(item.routeId));
  return item.query ? `${path}?${item.query}` : path;
}
