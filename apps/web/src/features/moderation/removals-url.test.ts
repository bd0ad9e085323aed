import { describe, expect, it } from 'vitest';
import { readRemovalsFilters, removalsFilterPairs } from './removals-url';

describe('the removals list URL', () => {
  it('reads kind, state and page, leaving out what the contract would refuse', () => {
    expect(readRemovalsFilters({ kind: 'review', state: 'active', page: '2' })).toEqual({
      kind: 'review',
      state: 'active',
      page: 2,
    });
    expect(readRemovalsFilters({ kind: 'chat', state: '', page: 'x' })).toEqual({
      kind: undefined,
      state: undefined,
      page: 1,
    });
  });

  it('keeps the set filters as page-link pairs, without the page', () => {
    expect(removalsFilterPairs({ kind: 'inquiry', state: undefined, page: 3 })).toEqual({ kind: 'inquiry' });
  });
});
