import { routeTable } from '@tendero/contracts';
import { describe, expect, it } from 'vitest';
import { getCompiledMessages } from '@/i18n/compiled-messages';
import { clientNamespacesByRoute, sharedClientNamespaces } from './client-messages';

describe('texts handed to the browser per page', () => {
  it('names real routes and real namespaces, each a subset of the shared set', () => {
    const ids = new Set(routeTable.map((route) => route.id));
    const namespaces = new Set(Object.keys(getCompiledMessages('en')));
    for (const [id, names] of Object.entries(clientNamespacesByRoute)) {
      expect(ids.has(id), id).toBe(true);
      for (const name of names) {
        expect(namespaces.has(name), `${id}: ${name}`).toBe(true);
        expect((sharedClientNamespaces as readonly string[]).includes(name), `${id}: ${name}`).toBe(true);
      }
    }
  });
});
