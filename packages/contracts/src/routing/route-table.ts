import type { Role } from './roles';

/** Layouts of SPEC §2. A page file sits in the route group of the same name (checked by a test). */
export const layoutNames = [
  'landing',
  'login',
  'base',
  'client',
  'sales-rep',
  'manager',
  'admin',
  'chat',
  'chat-ai',
  'error',
] as const;
export type LayoutName = (typeof layoutNames)[number];

export type RouteAccess = 'public' | readonly Role[];

export type RouteDef = {
  /** Stable id; also the i18n key of the page title (`routes.<id>`). */
  id: string;
  /** Path without the locale prefix. `:name` matches one segment. */
  pattern: string;
  access: RouteAccess;
  layout: LayoutName;
  /** Signed-in users opening it are sent to their role's home (SPEC §2: /login and the home page). */
  guestOnly?: boolean;
  /**
   * Signed-in users of these roles are sent to their role's home with a 301 although the page is public
   * (the marketplace: open to visitors and Clients, not a page for providers or admins).
   */
  sendsHome?: readonly Role[];
  /**
   * Anonymous visitors are sent to sign in and brought back to the same address, query and all: a public
   * page (SPEC §2) that shows only the signed-in person's own data (Stripe's return page).
   */
  signInFirst?: boolean;
  /** Listed in sitemap.xml (public content worth indexing). */
  indexable?: boolean;
};

const ALL: readonly Role[] = ['CLIENT', 'SALES_REP', 'MANAGER', 'ADMIN'];
const TALKERS: readonly Role[] = ['CLIENT', 'SALES_REP', 'MANAGER'];
const ADMIN: readonly Role[] = ['ADMIN'];
const MANAGER: readonly Role[] = ['MANAGER'];
const NOT_CLIENTS: readonly Role[] = ['SALES_REP', 'MANAGER', 'ADMIN'];

/**
 * The one route table of the product (SPEC §2). The page gateway, the menus, the sitemap and the
 * not-yet-built page all read it; nothing else decides who may open a page.
 *
 * Decision: /marketplace and /marketplace/search/:catId are open to anonymous visitors and Clients (SPEC §2
 * lists them both as public and as Client-only; both readings hold this way): a signed-in
 * Manager, SalesRep or Admin is sent to their role's home. Company pages, rep profiles and the comparison
 * stay public for everyone (shareable links).
 * Order matters only where patterns overlap: literal segments are listed before `:param` ones.
 */
export const routeTable: readonly RouteDef[] = [
  // Public: landing layout
  { id: 'home', pattern: '/', access: 'public', layout: 'landing', guestOnly: true, indexable: true },
  { id: 'about', pattern: '/about', access: 'public', layout: 'landing', indexable: true },
  { id: 'statue', pattern: '/statue', access: 'public', layout: 'landing', indexable: true },
  { id: 'privacy', pattern: '/privacy', access: 'public', layout: 'landing', indexable: true },
  { id: 'blog', pattern: '/blog', access: 'public', layout: 'landing', indexable: true },
  { id: 'blogArticle', pattern: '/blog/:slug', access: 'public', layout: 'landing' },
  // Public: login layout
  { id: 'login', pattern: '/login', access: 'public', layout: 'login', guestOnly: true },
  { id: 'loginRegisterSuccess', pattern: '/login/register-success', access: 'public', layout: 'login' },
  // Where Google and Microsoft send the person back (the redirect URI registered there): finishes the sign-in.
  { id: 'loginProvider', pattern: '/login/provider', access: 'public', layout: 'login' },
  { id: 'registerSuccess', pattern: '/register/success', access: 'public', layout: 'login' },
  { id: 'changePassword', pattern: '/change-password', access: 'public', layout: 'login' },
  { id: 'recover', pattern: '/recover', access: 'public', layout: 'login' },
  { id: 'recoverConfirm', pattern: '/recover/confirm', access: 'public', layout: 'login' },
  { id: 'activateAccount', pattern: '/activate-account', access: 'public', layout: 'login' },
  { id: 'deleteMailing', pattern: '/delete-mailing/:email/:userId', access: 'public', layout: 'login' },
  // Public: base layout
  {
    id: 'marketplace',
    pattern: '/marketplace',
    access: 'public',
    layout: 'base',
    indexable: true,
    sendsHome: NOT_CLIENTS,
  },
  {
    id: 'marketplaceSearch',
    pattern: '/marketplace/search/:catId',
    access: 'public',
    layout: 'base',
    sendsHome: NOT_CLIENTS,
  },
  { id: 'marketplaceCompany', pattern: '/marketplace/company/:id', access: 'public', layout: 'base' },
  { id: 'marketplaceCompare', pattern: '/marketplace/compare', access: 'public', layout: 'base' },
  { id: 'salesProfilePublic', pattern: '/sales/profile/:id', access: 'public', layout: 'base' },
  { id: 'clientProfilePublic', pattern: '/client/profile/:id', access: 'public', layout: 'base' },
  { id: 'newsletterSubscribe', pattern: '/newsletter/subscribe', access: 'public', layout: 'base' },
  // Newsletters of reps and managers to their contacts (the public sign-up above is literal, listed first).
  { id: 'newsletter', pattern: '/newsletter', access: ['SALES_REP', 'MANAGER'], layout: 'base' },
  { id: 'newsletterNew', pattern: '/newsletter/new', access: ['SALES_REP', 'MANAGER'], layout: 'base' },
  { id: 'ordersFind', pattern: '/orders/find', access: 'public', layout: 'base', indexable: true },
  // Issue 40: what a company and each of its people hear about at once when an inquiry is published.
  { id: 'ordersAlerts', pattern: '/orders/alerts', access: ['SALES_REP', 'MANAGER'], layout: 'base' },
  { id: 'settingsPrivacy', pattern: '/account-settings/privacy', access: 'public', layout: 'base' },
  { id: 'settingsStatue', pattern: '/account-settings/statue', access: 'public', layout: 'base' },
  { id: 'settingsSupport', pattern: '/account-settings/support', access: 'public', layout: 'base', indexable: true },
  { id: 'subscriptionSuccess', pattern: '/subscription/success', access: 'public', layout: 'base', signInFirst: true },
  // "Download my data": the e-mailed link leads here; a visitor signs in first and comes back (issue 38).
  {
    id: 'settingsDownloadData',
    pattern: '/account-settings/download-data',
    access: 'public',
    layout: 'base',
    signInFirst: true,
  },
  // A meeting invitation: the e-mail's tokened link works without signing in (the API checks the token).
  { id: 'meeting', pattern: '/meetings/:id', access: 'public', layout: 'base' },
  // A saved search's e-mailed one-click unsubscribe works without signing in (the API checks the signature).
  { id: 'savedSearchUnsubscribe', pattern: '/saved-searches/unsubscribe', access: 'public', layout: 'base' },
  // A saved search's own address (its alert e-mail links here): a visitor signs in first and comes back.
  { id: 'savedSearchOpen', pattern: '/saved-searches/:id', access: 'public', layout: 'base', signInFirst: true },
  { id: 'logout', pattern: '/logout', access: 'public', layout: 'base' },
  { id: 'oldPage', pattern: '/old-page', access: 'public', layout: 'base' },
  // Issue 40: My saved searches, every signed-in role.
  { id: 'savedSearches', pattern: '/saved-searches', access: ALL, layout: 'base' },
  // Account settings: every signed-in role
  { id: 'settings', pattern: '/account-settings', access: ALL, layout: 'base' },
  { id: 'settingsData', pattern: '/account-settings/data', access: ALL, layout: 'base' },
  { id: 'settingsSubscription', pattern: '/account-settings/manage-subscription', access: ALL, layout: 'base' },
  { id: 'settingsPositioning', pattern: '/account-settings/positioning', access: ALL, layout: 'base' },
  { id: 'settingsRemoveAccount', pattern: '/account-settings/remove-account', access: ALL, layout: 'base' },
  // Issue 38: every consent version the person accepted; marketing consent withdrawn here.
  { id: 'settingsConsents', pattern: '/account-settings/consents', access: ALL, layout: 'base' },
  // Issue 40: e-mail and push per kind of notification, and newsletters per sender.
  { id: 'settingsNotifications', pattern: '/account-settings/notifications', access: ALL, layout: 'base' },
  // Two-step sign-in: the settings section, and where an admin or a required team's member is led first.
  { id: 'settingsSecondFactor', pattern: '/account-settings/second-factor', access: ALL, layout: 'base' },
  // Admin
  { id: 'adminActivity', pattern: '/admin/activity', access: ADMIN, layout: 'admin' },
  { id: 'adminCompany', pattern: '/admin/company', access: ADMIN, layout: 'admin' },
  { id: 'adminConsents', pattern: '/admin/consents', access: ADMIN, layout: 'admin' },
  { id: 'adminLeads', pattern: '/admin/leads', access: ADMIN, layout: 'admin' },
  { id: 'adminPayments', pattern: '/admin/payments', access: ADMIN, layout: 'admin' },
  { id: 'adminInvoices', pattern: '/admin/invoices', access: ADMIN, layout: 'admin' },
  { id: 'adminPremium', pattern: '/admin/premium', access: ADMIN, layout: 'admin' },
  { id: 'adminProfiles', pattern: '/admin/profiles', access: ADMIN, layout: 'admin' },
  { id: 'adminRemovals', pattern: '/admin/removals', access: ADMIN, layout: 'admin' },
  { id: 'adminUsers', pattern: '/admin/users', access: ADMIN, layout: 'admin' },
  { id: 'managerPayments', pattern: '/manager/payments', access: ADMIN, layout: 'admin' },
  // Manager
  { id: 'managerConsents', pattern: '/manager/consents', access: MANAGER, layout: 'manager' },
  { id: 'managerIntegrations', pattern: '/manager/integrations', access: MANAGER, layout: 'manager' },
  { id: 'managerLeads', pattern: '/manager/leads', access: MANAGER, layout: 'manager' },
  { id: 'managerProfile', pattern: '/manager/profile', access: MANAGER, layout: 'manager' },
  { id: 'managerTeam', pattern: '/manager/team', access: MANAGER, layout: 'manager' },
  // Chat
  { id: 'chatList', pattern: '/chat', access: TALKERS, layout: 'chat' },
  { id: 'chatAi', pattern: '/chat/ai', access: TALKERS, layout: 'chat-ai' },
  { id: 'chatConversation', pattern: '/chat/:id', access: TALKERS, layout: 'chat' },
  // Client, sales rep, contacts, orders
  { id: 'clientProfile', pattern: '/client/profile', access: ['CLIENT'], layout: 'client' },
  { id: 'contacts', pattern: '/contacts', access: TALKERS, layout: 'base' },
  { id: 'contact', pattern: '/contacts/:id', access: TALKERS, layout: 'base' },
  // SPEC §6 "Any user can create inquiries": managers and reps publish for their company's own needs too.
  { id: 'ordersMy', pattern: '/orders/my', access: TALKERS, layout: 'client' },
  { id: 'ordersMyInquiry', pattern: '/orders/my/:id', access: TALKERS, layout: 'client' },
  { id: 'salesProfile', pattern: '/sales/profile', access: ['SALES_REP'], layout: 'sales-rep' },
  { id: 'salesOffers', pattern: '/sales/offers', access: ['SALES_REP'], layout: 'sales-rep' },
];

export type RouteMatch = { route: RouteDef; params: Record<string, string> };

function splitPath(path: string): string[] {
  return path.split('/').filter((segment) => segment.length > 0);
}

const compiled = routeTable.map((route) => ({ route, segments: splitPath(route.pattern) }));

/** Finds the route of a locale-less path ("/orders/my"). Trailing slashes are ignored. */
export function matchRoute(path: string): RouteMatch | null {
  const parts = splitPath(path);
  for (const { route, segments } of compiled) {
    if (segments.length !== parts.length) continue;
    const params: Record<string, string> = {};
    let ok = true;
    for (let i = 0; i < segments.length; i++) {
      const segment = segments[i] as string;
      const part = parts[i] as string;
      if (segment.startsWith(':')) {
        params[segment.slice(1)] = safeDecode(part);
      } else if (segment !== part) {
        ok = false;
        break;
      }
    }
    if (ok) return { route, params };
  }
  return null;
}

function safeDecode(part: string): string {
  try {
    return decodeURIComponent(part);
  } catch {
    return part;
  }
}

export function findRoute(id: string): RouteDef {
  const route = routeTable.find((candidate) => candidate.id === id);
  if (!route) throw new Error(`Unknown route id ${id}`);
  return route;
}

/** Builds a locale-less path from a route id and its params. */
export function pathOf(id: string, params: Record<string, string> = {}): string {
  const route = findRoute(id);
  const path = splitPath(route.pattern)
    .map((segment) => {
      if (!segment.startsWith(':')) return segment;
      const value = params[segment.slice(1)];
      if (value === undefined) throw new Error(`Missing param ${segment} for ${id}`);
      return encodeURIComponent(value);
    })
    .join('/');
  return `/${path}`;
}

export function isAllowed(route: RouteDef, role: Role | null): boolean {
  if (role !== null && route.sendsHome?.includes(role)) return false;
  if (route.access === 'public') return true;
  return role !== null && route.access.includes(role);
}
