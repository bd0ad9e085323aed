import type { Role } from '@tendero/contracts';

/**
 * Whether a rep's profile offers "Start chat" to its viewer. It mirrors the server's chat rule (the
 * domain's `mayTalk`, SPEC §1), so a page never offers what the server would refuse: clients
 * talk with any rep, a manager with the reps of their own company; other reps and admins get no button.
 * An anonymous visitor sees it and is asked to sign in (SPEC §5).
 */
export function offersChatWithRep(
  viewer: { role: Role; companyId: string | null } | null,
  rep: { companyId: string },
): boolean {
  if (viewer === null) return true;
  if (viewer.role === 'CLIENT') return true;
  if (viewer.role === 'MANAGER') return viewer.companyId !== null && viewer.companyId === rep.companyId;
  return false;
}
