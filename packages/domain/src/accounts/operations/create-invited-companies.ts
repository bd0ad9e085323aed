import { randomBytes } from 'node:crypto';
import { withTransaction } from '@tendero/db';
import { AppError } from '../../shared/app-error';
import { type InvitedCompanyRow, insertInvitedCompany } from '../account-companies.repository';
import type { AccountsContext } from '../accounts-context';
import { takenEmails } from '../users.repository';

export type InvitedCompany = {
  company: InvitedCompanyRow['company'];
  manager: Omit<InvitedCompanyRow['manager'], 'username'>;
};

/** A username from the e-mail's local part, made unique with random hex (the invitee may sign in by e-mail). */
function usernameFor(email: string): string {
  const base = (email.split('@')[0] ?? 'manager').replace(/[^A-Za-z0-9_.]/g, '').slice(0, 20) || 'manager';
  return `${base}_${randomBytes(3).toString('hex')}`;
}

/**
 * Companies added by an admin, each with its manager as a TEMPORARY account: all in one transaction, so
 * a batch that fails anywhere (an e-mail taken meanwhile, say) leaves nothing behind. The invitations are
 * the caller's to send once this returns. Every manager's credential holds the hash of one random secret
 * that is thrown away: nobody can sign in until the invitation sets a password.
 */
export async function createInvitedCompanies(
  ctx: AccountsContext,
  rows: readonly InvitedCompany[],
): Promise<{ companyId: string; userId: string }[]> {
  const taken = await takenEmails(
    ctx.db,
    rows.map((row) => row.manager.email),
  );
  if (taken.size > 0) {
    throw new AppError('CONFLICT', { reason: 'EMAIL_TAKEN', messageKey: 'accounts.errors.emailTaken' });
  }
  const context = await ctx.auth.$context;
  const hash = await context.password.hash(randomBytes(32).toString('base64url'));
  const now = ctx.clock.now();
  return withTransaction(ctx.db, async (tx) => {
    const created: { companyId: string; userId: string }[] = [];
    for (const row of rows) {
      created.push(
        await insertInvitedCompany(
          tx,
          { company: row.company, manager: { ...row.manager, username: usernameFor(row.manager.email) } },
          hash,
          now,
        ),
      );
    }
    return created;
  });
}
