import { describe, expect, it } from 'vitest';
import { pageCount } from '@/features/layout';
import { formatCents, formatMonth, safeExternalUrl } from './billing-format';
import { paymentsFilterPairs, paymentsHref, paymentsPageSize, readPaymentsFilters } from './payments-url';

describe('the payments report URL', () => {
  it('keeps the filters the contract accepts and drops the rest', () => {
    expect(
      readPaymentsFilters({ q: ' Nordic ', status: 'paid', plan: 'weekly', from: '2026-01-01', to: 'soon', page: '3' }),
    ).toEqual({ q: 'Nordic', status: 'paid', plan: undefined, from: '2026-01-01', to: undefined, page: 3 });
  });

  it('reads an empty GET form as no filter, and a bad page as the first', () => {
    expect(readPaymentsFilters({ q: '', status: '', plan: '', from: '', to: '', page: 'x' })).toEqual({
      q: undefined,
      status: undefined,
      plan: undefined,
      from: undefined,
      to: undefined,
      page: 1,
    });
    expect(readPaymentsFilters({ status: ['paid', 'open'] }).status).toBeUndefined();
  });

  it('links pages with the same filters', () => {
    const filters = readPaymentsFilters({ status: 'failed', q: 'a&b' });
    expect(paymentsHref('/en/admin/payments', filters, 2)).toBe('/en/admin/payments?q=a%26b&status=failed&page=2');
    expect(paymentsHref('/pl/manager/payments', readPaymentsFilters({}), 1)).toBe('/pl/manager/payments');
    expect(paymentsFilterPairs({ ...filters, page: 4 })).toEqual({ q: 'a&b', status: 'failed' });
    expect(pageCount(0, paymentsPageSize)).toBe(1);
    expect(pageCount(26, paymentsPageSize)).toBe(2);
  });
});

describe('billing formats', () => {
  it('formats cents as money in the reader’s language', () => {
    expect(formatCents(4900, 'eur', 'en')).toBe('€49');
    expect(formatCents(49900, 'eur', 'pl')).toMatch(/^499\s€$/);
    expect(formatCents(4158, 'eur', 'en')).toBe('€41.58');
  });

  it('links only to https addresses', () => {
    expect(safeExternalUrl('https://invoice.stripe.com/i/1')).toBe('https://invoice.stripe.com/i/1');
    expect(safeExternalUrl('javascript:alert(1)')).toBeNull();
    expect(safeExternalUrl('http://example.com')).toBeNull();
    expect(safeExternalUrl(null)).toBeNull();
  });

  it('names a month', () => {
    expect(formatMonth('2026-03', 'en')).toBe('Mar 2026');
    expect(formatMonth('later', 'en')).toBe('later');
  });
});
