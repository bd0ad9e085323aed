import { splitLocale } from './locales';
import { type Role, roleHome } from './roles';
import { isAllowed, matchRoute, type RouteDef } from './route-table';
import { safeInternalPath } from './safe-path';

export type PageDecision =
  | { kind: 'allow'; route: RouteDef; params: Record<string, string> }
  | { kind: 'redirect'; status: 301; location: string }
  /** An anonymous visitor of a `signInFirst` page: to the sign-in page, and back here after it. */
  | { kind: 'sign-in' }
  | { kind: 'not-found' };

/**
 * SPEC §2 redirect rules for a locale-less path and the viewer's role (null = anonymous).
 * Locations are locale-less too; the caller puts the locale back.
 */
export function decidePageAccess(path: string, role: Role | null): PageDecision {
  const match = matchRoute(path);
  if (!match) return { kind: 'not-found' };
  const { route, params } = match;
  if (role !== null && route.guestOnly) return { kind: 'redirect', status: 301, location: roleHome[role] };
  if (role === null && route.signInFirst) return { kind: 'sign-in' };
  if (isAllowed(route, role)) return { kind: 'allow', route, params };
  if (role === null) return { kind: 'redirect', status: 301, location: '/marketplace' };
  return { kind: 'redirect', status: 301, location: roleHome[role] };
}

/**
 * Where a user goes after signing in: the page they were sent from (`next`, a same-site path such as
 * "/pl/orders/my?draft=1") when their role may open it, else their role's home.
 */
export function afterSignInPath(next: unknown, role: Role, locale: string): string {
  const home = `/${locale}${roleHome[role]}`;
  const safe = safeInternalPath(next, home);
  if (safe === home) return home;
  const split = splitLocale(safe.split(/[?#]/)[0] ?? '');
  if (!split) return home;
  const decision = decidePageAccess(split.path, role);
  return decision.kind === 'allow' ? safe : home;
}
