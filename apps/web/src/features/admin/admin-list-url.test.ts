import { describe, expect, it } from 'vitest';
import { listHref, pageCount } from '@/features/layout';
import { activityFilterPairs, readActivityFilters } from './activity-url';
import { readUsersFilters, usersFilterPairs } from './users-url';

describe('the users list URL', () => {
  it('keeps the filters the contract accepts and drops the rest', () => {
    expect(readUsersFilters({ q: ' Nowak ', role: 'MANAGER', status: 'GONE', page: '2' })).toEqual({
      q: 'Nowak',
      role: 'MANAGER',
      status: undefined,
      page: 2,
    });
  });

  it('reads an empty GET form as no filter, and a bad page as the first', () => {
    expect(readUsersFilters({ q: '  ', role: '', status: '', page: 'x' })).toEqual({
      q: undefined,
      role: undefined,
      status: undefined,
      page: 1,
    });
    expect(readUsersFilters({ role: ['CLIENT', 'ADMIN'] }).role).toBeUndefined();
    expect(readUsersFilters({ page: '0' }).page).toBe(1);
  });

  it('links pages with the same filters', () => {
    const filters = readUsersFilters({ status: 'SUSPENDED', q: 'a&b' });
    expect(listHref('/pl/admin/users', usersFilterPairs(filters), 3)).toBe(
      '/pl/admin/users?q=a%26b&status=SUSPENDED&page=3',
    );
    expect(listHref('/en/admin/users', usersFilterPairs(readUsersFilters({})), 1)).toBe('/en/admin/users');
  });
});

describe('the activity monitor URL', () => {
  it('keeps a search and any action the contract accepts', () => {
    expect(readActivityFilters({ q: '10.0.0.1', action: 'user.block', page: '4' })).toEqual({
      q: '10.0.0.1',
      action: 'user.block',
      page: 4,
    });
    expect(readActivityFilters({ action: 'x'.repeat(61) }).action).toBeUndefined();
    expect(readActivityFilters({ q: '', action: ' ' })).toEqual({ q: undefined, action: undefined, page: 1 });
  });

  it('links pages with the same filters', () => {
    const pairs = activityFilterPairs(readActivityFilters({ action: 'auth.sign-in-failed', page: '2' }));
    expect(pairs).toEqual({ action: 'auth.sign-in-failed' });
    expect(listHref('/en/admin/activity', pairs, 2)).toBe('/en/admin/activity?action=auth.sign-in-failed&page=2');
  });
});

describe('page count', () => {
  it('is at least one and follows the page size the answer names', () => {
    expect(pageCount(0, 25)).toBe(1);
    expect(pageCount(25, 25)).toBe(1);
    expect(pageCount(26, 25)).toBe(2);
    expect(pageCount(101, 50)).toBe(3);
    expect(pageCount(10, 0)).toBe(10);
  });
});
