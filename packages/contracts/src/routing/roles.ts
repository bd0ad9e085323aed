/** The four account roles of SPEC §3. Route tables, policies and menus all speak this union. */
export const roles = ['CLIENT', 'SALES_REP', 'MANAGER', 'ADMIN'] as const;
export type Role = (typeof roles)[number];

/** Where each role lands after sign-in, or when it opens a page it may not see (SPEC §2 redirect rules). */
export const roleHome: Record<Role, string> = {
  SALES_REP: '/sales/profile',
  ADMIN: '/admin/profiles',
  MANAGER: '/manager/profile',
  CLIENT: '/marketplace',
};
