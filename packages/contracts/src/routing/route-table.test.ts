import { readdirSync, statSync } from 'node:fs';
import { join, relative, sep } from 'node:path';
import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { accountMenus, menus, type Viewer } from './menus';
import { afterSignInPath, decidePageAccess } from './page-access';
import { type Role, roleHome } from './roles';
import { matchRoute, pathOf, routeTable } from './route-table';
import { isSafeHref, safeInternalPath } from './safe-path';

/**
 * SPEC §2 written out independently of the route table: which viewers may open each page. A change to the
 * table that disagrees with the spec fails here.
 */
const C = 'CLIENT';
const S = 'SALES_REP';
const M = 'MANAGER';
const A = 'ADMIN';
/** Open without signing in and to Clients; other signed-in roles are sent home. */
const visitorsAndClients = 'visitors and clients';
const spec: Record<string, 'public' | typeof visitorsAndClients | Role[]> = {
  '/about': 'public',
  '/statue': 'public',
  '/privacy': 'public',
  '/blog': 'public',
  '/blog/some-article': 'public',
  '/login/register-success': 'public',
  '/login/provider': 'public',
  '/register/success': 'public',
  '/change-password': 'public',
  '/recover': 'public',
  '/recover/confirm': 'public',
  '/activate-account': 'public',
  '/marketplace': visitorsAndClients,
  '/marketplace/search/software-development': visitorsAndClients,
  // A company page and the comparison: both public like the search they come from.
  '/marketplace/company/0b5f0c1e-7d1e-4c55-9a43-2d51a1b4e0a1': 'public',
  '/marketplace/compare': 'public',
  '/sales/profile/42': 'public',
  '/client/profile/42': 'public',
  '/delete-mailing/jan%40firma.pl/42': 'public',
  '/newsletter/subscribe': 'public',
  '/orders/find': 'public',
  '/account-settings/privacy': 'public',
  '/account-settings/statue': 'public',
  '/account-settings/support': 'public',
  '/subscription/success': 'public',
  // Issue 38: the export's page is where its e-mailed link leads (a visitor signs in first).
  '/account-settings/download-data': 'public',
  '/meetings/7': 'public',
  // Issue 40: a saved search's e-mailed unsubscribe (no sign-in) and its own address (sign in first).
  '/saved-searches/unsubscribe': 'public',
  '/saved-searches/7': 'public',
  '/saved-searches': [C, S, M, A],
  '/logout': 'public',
  '/old-page': 'public',
  '/account-settings': [C, S, M, A],
  '/account-settings/data': [C, S, M, A],
  '/account-settings/manage-subscription': [C, S, M, A],
  '/account-settings/positioning': [C, S, M, A],
  '/account-settings/remove-account': [C, S, M, A],
  '/account-settings/consents': [C, S, M, A],
  '/account-settings/notifications': [C, S, M, A],
  // Issue 37: two-step sign-in (settings, and where those who must have it are led first).
  '/account-settings/second-factor': [C, S, M, A],
  '/admin/activity': [A],
  '/admin/company': [A],
  '/admin/consents': [A],
  '/admin/leads': [A],
  '/admin/payments': [A],
  // Issue 38: the invoices and their way to KSeF.
  '/admin/invoices': [A],
  '/admin/premium': [A],
  '/admin/profiles': [A],
  '/admin/removals': [A],
  '/admin/users': [A],
  '/manager/payments': [A],
  '/manager/consents': [M],
  '/manager/integrations': [M],
  '/manager/leads': [M],
  '/manager/profile': [M],
  '/manager/team': [M],
  '/chat': [C, S, M],
  '/chat/ai': [C, S, M],
  '/chat/123': [C, S, M],
  '/client/profile': [C],
  '/contacts': [C, S, M],
  '/contacts/7': [C, S, M],
  // Newsletters are written by reps and managers to their own contacts (issue 17).
  '/newsletter': [S, M],
  '/newsletter/new': [S, M],
  // SPEC §2 lists Client only; SPEC §6 "Any user can create inquiries": managers and reps publish for their
  // company's own needs too, so they open their own inquiries. Admins publish none.
  '/orders/my': [C, S, M],
  // Issue 40: a company's new-inquiry alerts, for its reps and managers.
  '/orders/alerts': [S, M],
  // One inquiry of its author with its offers compared.
  '/orders/my/0b5f0c1e-7d1e-4c55-9a43-2d51a1b4e0a1': [C, S, M],
  '/sales/profile': [S],
  '/sales/offers': [S],
};
const roles: Role[] = [C, S, M, A];
/** Public pages of one signed-in person's own data: Stripe sends the buyer back to this one. */
const signInFirst = new Set(['/subscription/success', '/account-settings/download-data', '/saved-searches/7']);

describe('route table against SPEC §2', () => {
  const rows = Object.entries(spec).flatMap(([path, allowed]) =>
    [null, ...roles].map((role) => ({ path, role, allowed })),
  );

  it.each(rows)('$path as $role', ({ path, role, allowed }) => {
    const decision = decidePageAccess(path, role);
    const mayOpen =
      allowed === 'public' ||
      (allowed === visitorsAndClients ? role === null || role === 'CLIENT' : role !== null && allowed.includes(role));
    if (mayOpen && role === null && signInFirst.has(path)) {
      // Public, but only a signed-in person's page: sign in first, then back (not a 301 elsewhere).
      expect(decision.kind).toBe('sign-in');
    } else if (mayOpen) {
      expect(decision.kind).toBe('allow');
    } else {
      expect(decision).toEqual({ kind: 'redirect', status: 301, location: role ? roleHome[role] : '/marketplace' });
    }
  });

  it.each([null, ...roles])('home page and /login as %s', (role) => {
    for (const path of ['/', '/login']) {
      const decision = decidePageAccess(path, role);
      if (role === null) expect(decision.kind).toBe('allow');
      else expect(decision).toEqual({ kind: 'redirect', status: 301, location: roleHome[role] });
    }
  });

  it('sends each role home to the page SPEC §2 names', () => {
    expect(roleHome).toEqual({
      SALES_REP: '/sales/profile',
      ADMIN: '/admin/profiles',
      MANAGER: '/manager/profile',
      CLIENT: '/marketplace',
    });
    for (const role of roles) expect(decidePageAccess(roleHome[role], role).kind).toBe('allow');
  });

  it('covers every route of the table, and nothing else is a page', () => {
    const covered = new Set(Object.keys(spec).map((path) => matchRoute(path)?.route.id));
    covered.add('home');
    covered.add('login');
    expect([...covered].sort()).toEqual(routeTable.map((route) => route.id).sort());
    expect(decidePageAccess('/no-such-page', null)).toEqual({ kind: 'not-found' });
    expect(decidePageAccess('/admin', 'ADMIN')).toEqual({ kind: 'not-found' });
    expect(decidePageAccess('/chat/1/2', 'CLIENT')).toEqual({ kind: 'not-found' });
  });

  it('matches /chat/ai before /chat/:id and decodes parameters', () => {
    expect(matchRoute('/chat/ai')?.route.id).toBe('chatAi');
    expect(matchRoute('/chat/abc')?.params).toEqual({ id: 'abc' });
    expect(matchRoute('/delete-mailing/jan%40firma.pl/42')?.params).toEqual({ email: 'jan@firma.pl', userId: '42' });
    expect(pathOf('deleteMailing', { email: 'jan@firma.pl', userId: '42' })).toBe('/delete-mailing/jan%40firma.pl/42');
  });
});

describe('menus', () => {
  const viewers: Viewer[] = ['ANONYMOUS', ...roles];
  it.each(viewers)('offer %s only pages it may open', (viewer) => {
    const role = viewer === 'ANONYMOUS' ? null : viewer;
    for (const item of [...menus[viewer], ...accountMenus[viewer]]) {
      expect(decidePageAccess(pathOf(item.routeId), role).kind, `${viewer} → ${item.routeId}`).toBe('allow');
    }
  });
});

describe('page files sit in the route group of their layout', () => {
  const appDir = join(import.meta.dirname, '..', '..', '..', '..', 'apps', 'web', 'app', '[locale]');
  const pages: string[] = [];
  const walk = (dir: string) => {
    for (const name of readdirSync(dir)) {
      const full = join(dir, name);
      if (statSync(full).isDirectory()) walk(full);
      else if (name === 'page.tsx') pages.push(relative(appDir, dir));
    }
  };
  walk(appDir);

  it('finds the pages', () => expect(pages.length).toBeGreaterThan(5));

  it.each(pages.filter((page) => !page.startsWith('[...rest]')))('%s', (page) => {
    const parts = page.split(sep).filter((part) => part.length > 0);
    const group = parts[0]?.match(/^\((.+)\)$/)?.[1];
    // Nested route groups ("(rooms)") share a layout inside a page's group and are not part of the URL.
    const path = `/${parts
      .slice(1)
      .filter((part) => !/^\(.+\)$/.test(part))
      .map((part) => part.replace(/^\[(.+)\]$/, 'x'))
      .join('/')}`;
    const route = matchRoute(path)?.route;
    expect(route, `no route for ${path}`).toBeDefined();
    expect(group).toBe(route?.layout);
  });
});

describe('after signing in', () => {
  it('goes back to the page the user came from when their role may open it, else home', () => {
    expect(afterSignInPath('/pl/orders/my?draft=1', 'CLIENT', 'pl')).toBe('/pl/orders/my?draft=1');
    expect(afterSignInPath('/pl/orders/my?draft=1', 'SALES_REP', 'pl')).toBe('/pl/orders/my?draft=1');
    expect(afterSignInPath('/pl/orders/my?draft=1', 'ADMIN', 'pl')).toBe('/pl/admin/profiles');
    expect(afterSignInPath('https://evil.example/pl/orders/my', 'CLIENT', 'en')).toBe('/en/marketplace');
    expect(afterSignInPath('//evil.example', 'CLIENT', 'en')).toBe('/en/marketplace');
    expect(afterSignInPath('/en/no-such-page', 'CLIENT', 'en')).toBe('/en/marketplace');
    expect(afterSignInPath(null, 'MANAGER', 'en')).toBe('/en/manager/profile');
  });
});

describe('safe navigation', () => {
  it('keeps same-origin paths', () => {
    expect(safeInternalPath('/en/orders/my?x=1#top', '/')).toBe('/en/orders/my?x=1#top');
  });

  it.each([
    'https://evil.example/',
    '//evil.example/path',
    '/\\evil.example',
    'javascript:alert(1)',
    'data:text/html,hi',
    ' /en',
    '/en\n/evil',
    '',
  ])('refuses %j', (value) => {
    expect(safeInternalPath(value, '/fallback')).toBe('/fallback');
  });

  it('never lets any string leave the origin', () => {
    fc.assert(
      fc.property(fc.string(), (value) => {
        const result = safeInternalPath(value, '/fallback');
        const url = new URL(result, 'https://tendero.app');
        return url.origin === 'https://tendero.app' && result.startsWith('/') && !result.startsWith('//');
      }),
      { numRuns: 2000 },
    );
  });

  it('allows mail and phone links but no scripts', () => {
    expect(isSafeHref('mailto:support@tendero.app')).toBe(true);
    expect(isSafeHref('/en/about')).toBe(true);
    expect(isSafeHref('javascript:alert(1)')).toBe(false);
    expect(isSafeHref('https://evil.example')).toBe(false);
  });
});
