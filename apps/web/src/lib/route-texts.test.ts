import { routeTable } from '@tendero/contracts';
import { hasMessage } from '@tendero/i18n';
import { describe, expect, it } from 'vitest';
import { routeTextsOf } from './route-texts';

describe('route texts', () => {
  it.each(['en', 'pl'] as const)('every route of the route table has a title and a description (%s)', (locale) => {
    for (const route of routeTable) {
      const texts = routeTextsOf(route.id);
      expect(hasMessage(locale, `routes.${texts}.title`), route.id).toBe(true);
      expect(hasMessage(locale, `routes.${texts}.description`), route.id).toBe(true);
    }
  });
});
