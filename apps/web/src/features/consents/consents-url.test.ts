import { describe, expect, it } from 'vitest';
import { acceptancePairs, acceptancesHref, readConsentsView } from './consents-url';

describe('the /admin/consents URL state', () => {
  it('reads a chosen version, its search, page and a looked-up e-mail', () => {
    const view = readConsentsView({ kind: 'terms', version: '2', q: ' anna ', page: '3', email: 'a@b.pl' });
    expect(view).toEqual({ kind: 'terms', version: 2, q: 'anna', page: 3, email: 'a@b.pl' });
    expect(acceptancePairs(view)).toEqual({ kind: 'terms', version: '2', q: 'anna' });
  });

  it('leaves out what the contract would refuse instead of failing the page', () => {
    expect(readConsentsView({ kind: 'cookies', version: 'x', q: '', page: '-1', email: '' })).toEqual({
      kind: undefined,
      version: undefined,
      q: undefined,
      page: 1,
      email: undefined,
    });
  });

  it('links to the list of who accepted a version', () => {
    expect(acceptancesHref('/pl/admin/consents', 'privacy', 4)).toBe(
      '/pl/admin/consents?kind=privacy&version=4#acceptances',
    );
  });
});
