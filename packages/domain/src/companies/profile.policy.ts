import type { Session } from '../accounts/index';

/** Who the acting user is, as far as a company is concerned. */
export type Actor = Session & { companyId: string | null };

/** Only the company's manager changes its profile, sections, logo and badge-free facts (SPEC §1). */
export function mayEditCompany(actor: Actor | null, companyId: string): boolean {
  return actor?.role === 'MANAGER' && actor.companyId === companyId;
}

/** The team (manager and reps of the company) and admins see the company's internal contacts. */
export function maySeeTeamDetails(actor: Actor | null, companyId: string): boolean {
  if (!actor) return false;
  if (actor.role === 'ADMIN') return true;
  return (actor.role === 'MANAGER' || actor.role === 'SALES_REP') && actor.companyId === companyId;
}

/**
 * The listing rule (SPEC §1: only verified providers are listed). A company, and everything that shows it
 * (its reps' profiles, offers, reviews), is public once verified; before that, or after verification is
 * withdrawn, only its team and admins see it. Every read path asks this one question.
 */
export function maySeeCompany(actor: Actor | null, company: { id: string; verifiedAt: Date | null }): boolean {
  return company.verifiedAt !== null || maySeeTeamDetails(actor, company.id);
}

/** A rep's photo: the rep, or the manager of the rep's company. */
export function maySetRepPhoto(actor: Actor, rep: { userId: string; companyId: string | null }): boolean {
  if (actor.userId === rep.userId) return true;
  return actor.role === 'MANAGER' && rep.companyId !== null && actor.companyId === rep.companyId;
}
