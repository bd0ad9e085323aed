import type { Role } from './roles';

export type Viewer = Role | 'ANONYMOUS';

/** The menus' entries: each is a text under `common.nav.` (the web app's typecheck holds them to it). */
export type MenuKey =
  | 'findContractors'
  | 'findOrders'
  | 'about'
  | 'blog'
  | 'contact'
  | 'marketplace'
  | 'myOrders'
  | 'chat'
  | 'contacts'
  | 'profile'
  | 'myOffers'
  | 'newsletter'
  | 'companyProfile'
  | 'team'
  | 'leads'
  | 'consents'
  | 'integrations'
  | 'allCompanyProfiles'
  | 'allNewUsers'
  | 'activity'
  | 'removedContent'
  | 'premiumReports'
  | 'payments'
  | 'invoices'
  | 'adminLeads'
  | 'addCompany'
  | 'savedSearches'
  | 'login'
  | 'register'
  | 'myAccount'
  | 'logout';

/** A menu entry: `key` is the i18n key under `nav.`, `routeId` a route of the route table. */
export type MenuItem = { key: MenuKey; routeId: string; query?: string };

/**
 * The menus of SPEC §2 "Screen content", one per viewer. A test checks that every entry is a page its
 * viewer may open, so a menu can never offer a page the gateway would refuse.
 */
export const menus: Record<Viewer, readonly MenuItem[]> = {
  ANONYMOUS: [
    { key: 'findContractors', routeId: 'marketplace' },
    { key: 'findOrders', routeId: 'ordersFind' },
    { key: 'about', routeId: 'about' },
    { key: 'blog', routeId: 'blog' },
    { key: 'contact', routeId: 'settingsSupport' },
  ],
  CLIENT: [
    { key: 'marketplace', routeId: 'marketplace' },
    { key: 'myOrders', routeId: 'ordersMy' },
    { key: 'chat', routeId: 'chatList' },
    { key: 'contacts', routeId: 'contacts' },
    { key: 'savedSearches', routeId: 'savedSearches' },
    { key: 'profile', routeId: 'clientProfile' },
  ],
  SALES_REP: [
    { key: 'profile', routeId: 'salesProfile' },
    { key: 'findOrders', routeId: 'ordersFind' },
    { key: 'myOffers', routeId: 'salesOffers' },
    { key: 'chat', routeId: 'chatList' },
    { key: 'contacts', routeId: 'contacts' },
    { key: 'newsletter', routeId: 'newsletter' },
    { key: 'savedSearches', routeId: 'savedSearches' },
  ],
  MANAGER: [
    { key: 'companyProfile', routeId: 'managerProfile' },
    { key: 'team', routeId: 'managerTeam' },
    { key: 'leads', routeId: 'managerLeads' },
    { key: 'consents', routeId: 'managerConsents' },
    { key: 'integrations', routeId: 'managerIntegrations' },
    { key: 'findOrders', routeId: 'ordersFind' },
    { key: 'chat', routeId: 'chatList' },
    { key: 'contacts', routeId: 'contacts' },
    { key: 'newsletter', routeId: 'newsletter' },
    { key: 'savedSearches', routeId: 'savedSearches' },
  ],
  ADMIN: [
    { key: 'allCompanyProfiles', routeId: 'adminProfiles' },
    { key: 'allNewUsers', routeId: 'adminUsers' },
    { key: 'activity', routeId: 'adminActivity' },
    { key: 'removedContent', routeId: 'adminRemovals' },
    { key: 'premiumReports', routeId: 'adminPremium' },
    { key: 'payments', routeId: 'adminPayments' },
    { key: 'invoices', routeId: 'adminInvoices' },
    { key: 'adminLeads', routeId: 'adminLeads' },
    { key: 'consents', routeId: 'adminConsents' },
    { key: 'addCompany', routeId: 'adminCompany' },
    { key: 'savedSearches', routeId: 'savedSearches' },
  ],
};

/** Secondary entries: account links shown at the right of the header. */
export const accountMenus: Record<Viewer, readonly MenuItem[]> = {
  ANONYMOUS: [
    { key: 'login', routeId: 'login' },
    { key: 'register', routeId: 'login', query: 'tab=register' },
  ],
  CLIENT: [
    { key: 'myAccount', routeId: 'settings' },
    { key: 'logout', routeId: 'logout' },
  ],
  SALES_REP: [
    { key: 'myAccount', routeId: 'settings' },
    { key: 'logout', routeId: 'logout' },
  ],
  MANAGER: [
    { key: 'myAccount', routeId: 'settings' },
    { key: 'logout', routeId: 'logout' },
  ],
  ADMIN: [
    { key: 'myAccount', routeId: 'settings' },
    { key: 'logout', routeId: 'logout' },
  ],
};
