import { describe, expect, it } from 'vitest';
import { findPath, findQueryString, isFiltered, readFindState } from './find-url';

describe('readFindState', () => {
  it('reads the filters and the page', () => {
    expect(readFindState({ category: 'it', service: 'erp-implementation', city: 'gdansk', page: '3' })).toEqual({
      category: 'it',
      service: 'erp-implementation',
      city: 'gdansk',
      page: 3,
    });
  });

  it('drops what the contract refuses instead of failing the page', () => {
    expect(readFindState({ city: 'Not A Slug!', page: 'abc', service: ['crm-implementation', 'x'] })).toEqual({
      service: 'crm-implementation',
      page: 1,
    });
    expect(readFindState({ category: '', page: '0' })).toEqual({ page: 1 });
  });
});

describe('findQueryString and findPath', () => {
  it('writes keys in one order and leaves defaults out', () => {
    expect(findQueryString({ page: 1, city: 'gdansk', category: 'it' })).toBe('category=it&city=gdansk');
    expect(findPath({ page: 2 })).toBe('/orders/find?page=2');
    expect(findPath({ page: 1 })).toBe('/orders/find');
  });
});

describe('isFiltered', () => {
  it('is true for any filter or a later page', () => {
    expect(isFiltered({ page: 1 })).toBe(false);
    expect(isFiltered({ page: 2 })).toBe(true);
    expect(isFiltered({ city: 'gdansk', page: 1 })).toBe(true);
  });
});
