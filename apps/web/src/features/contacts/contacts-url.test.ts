import { describe, expect, it } from 'vitest';
import { contactsFilterPairs, readContactsFilters } from './contacts-url';

const tag = '0b7c2f5e-8d1a-4c3b-9e6f-2a1d4c5b6e7f';

describe('the contacts list URL', () => {
  it('keeps a search, one tag and the page', () => {
    expect(readContactsFilters({ q: ' Kowal ', tag, page: '3' })).toEqual({ q: 'Kowal', tag, page: 3 });
  });

  it('reads a repeated field as its first value', () => {
    expect(readContactsFilters({ q: ['a', 'b'], tag: [tag, 'x'], page: ['2', '5'] })).toEqual({ q: 'a', tag, page: 2 });
  });

  it('leaves out what the contract would refuse', () => {
    expect(readContactsFilters({ q: '  ', tag: 'not-a-uuid', page: '0' })).toEqual({ page: 1 });
    expect(contactsFilterPairs(readContactsFilters({ tag, q: 'x' }))).toEqual({ q: 'x', tag });
  });
});
