import type { Role, SignInResult } from '@tendero/contracts';
import type { AccountsContext } from '../accounts-context';
import type { SignInOrigin } from '../device-rules';
import { rememberSignIn } from '../device-sign-in';
import { createChallenge } from '../second-factor.repository';
import { secondFactorLimits } from '../second-factor-check';
import { secondFactorStep } from '../second-factor-status';
import { deleteSessionByToken } from '../sessions.repository';
import { isTrustedDevice } from '../totp';
import { findUserById } from '../users.repository';

/** Where a sign-in comes from (address, browser, device cookie) and the browser's trusted-device cookie. */
export type SignInMeta = SignInOrigin & { trustedDevice?: string };

/**
 * What follows a proven first factor, for every way of proving one: a person with a second factor on a
 * browser they have not trusted gets a challenge (no session: a session the password opened is closed);
 * anyone else gets the session, `opened` or a new one.
 */
export async function finishSignIn(
  ctx: AccountsContext,
  person: { userId: string; role: Role },
  opened: string | null,
  meta: SignInMeta,
): Promise<SignInResult> {
  const now = ctx.clock.now();
  const step = await secondFactorStep(ctx.db, person.userId);
  if (step) {
    const trusted = isTrustedDevice(ctx.accountSettings.secret, meta.trustedDevice, person.userId, step.since, now);
    if (!trusted) {
      if (opened) await deleteSessionByToken(ctx.db, opened);
      const challenge = await createChallenge(ctx.db, {
        userId: person.userId,
        expiresAt: new Date(now.getTime() + secondFactorLimits.challengeSeconds * 1000),
        ipAddress: meta.ip ?? null,
        userAgent: meta.userAgent ?? null,
        now,
      });
      return {
        challenge: {
          id: challenge.id,
          kind: 'SECOND_FACTOR',
          methods: step.methods,
          expiresAt: challenge.expiresAt.toISOString(),
        },
      };
    }
  }
  const token = opened ?? (await openSession(ctx, person.userId, meta));
  if (opened) await sessionOpened(ctx, person.userId, meta);
  return { accessToken: token, userId: person.userId, role: person.role };
}

/** A new session for a person whose sign-in is complete (Better Auth's own session row). */
export async function openSession(ctx: AccountsContext, userId: string, meta: SignInMeta): Promise<string> {
  const context = await ctx.auth.$context;
  const session = await context.internalAdapter.createSession(userId, false, {
    ipAddress: meta.ip ?? '',
    userAgent: meta.userAgent ?? '',
  });
  await sessionOpened(ctx, userId, meta);
  return session.token;
}

/** Every opened session makes its device and address familiar to the account (and mails a new device). */
async function sessionOpened(ctx: AccountsContext, userId: string, meta: SignInMeta): Promise<void> {
  const user = await findUserById(ctx.db, userId);
  if (user) await rememberSignIn(ctx, user, meta);
}
