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

/**
 * Whether someone acts as a sales rep of their company: a sales rep, or a manager who answers inquiries
 * themselves (a one-person firm, issue 35). Every "may offer, is a handling rep, has a rep profile" rule
 * asks this, never `role === 'SALES_REP'` alone.
 */
export function actsAsRep(who: { role: Role; answersInquiries?: boolean | null } | null | undefined): boolean {
  if (!who) return false;
  return who.role === 'SALES_REP' || (who.role === 'MANAGER' && who.answersInquiries === true);
}
