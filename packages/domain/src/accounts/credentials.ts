import type { AccountStatus, Role } from '@tendero/contracts';
import type { AppLocale } from '@tendero/i18n';
import { AppError } from '../shared/app-error';
import { enqueueJob } from '../shared/jobs';
import { insertCompany } from './account-companies.repository';
import { eraseAccountJob, eraseDelayMs, type PreparedPassword } from './account-rules';
import type { AccountsContext } from './accounts-context';
import { deleteSessionsOfUser } from './sessions.repository';
import { deleteUser, emailOrUsernameTaken, findUserById, type UserRow, updateUser } from './users.repository';

/**
 * An unknown login costs what a known one does: Better Auth looks the e-mail up and, finding nobody, hashes
 * the password (as long as checking one), so the answer's timing does not tell which logins exist. A
 * made-up address, so a deleted account's leftover credential is never tried.
 */
export async function checkLikeAKnownLogin(ctx: AccountsContext, password: string): Promise<void> {
  await ctx.auth.api
    .signInEmail({ body: { email: `${crypto.randomUUID()}@unknown.invalid`, password } })
    .catch(() => undefined);
}

/** Hashes `password` once for `createAccount` (see PreparedPassword); same length rules as sign-up. */
export async function preparePassword(ctx: AccountsContext, password: string): Promise<PreparedPassword> {
  const context = await ctx.auth.$context;
  const { minPasswordLength, maxPasswordLength } = context.password.config;
  if (password.length < minPasswordLength || password.length > maxPasswordLength) {
    throw new Error('preparePassword: the password breaks the length rules');
  }
  const prepared: PreparedPassword = Object.freeze({ prepared: true as const });
  ctx.preparedHashes.set(prepared, await context.password.hash(password));
  return prepared;
}

/**
 * Creates an account through Better Auth (password hashed there). Used by sign-up, the seed and the CLI.
 * A PreparedPassword skips the hashing (≈160 ms of scrypt) for ACTIVE accounts made by trusted callers.
 */
export async function createAccount(
  ctx: AccountsContext,
  input: {
    email: string;
    password: string | PreparedPassword;
    username: string;
    firstName: string;
    lastName: string;
    phone: string | null;
    role: Role;
    status: AccountStatus;
    locale: AppLocale;
    companyName?: string;
    companyId?: string;
  },
): Promise<UserRow> {
  const taken = await emailOrUsernameTaken(ctx.db, input.email, input.username);
  const problems = [
    ...(taken.email ? [{ path: 'email', messageKey: 'accounts.errors.emailTaken' }] : []),
    ...(taken.username ? [{ path: 'username', messageKey: 'accounts.errors.usernameTaken' }] : []),
  ];
  if (problems.length > 0) {
    throw new AppError('CONFLICT', {
      fieldProblems: problems,
      reason: taken.email ? 'EMAIL_TAKEN' : 'USERNAME_TAKEN',
      messageKey: taken.email ? 'accounts.errors.emailTaken' : 'accounts.errors.usernameTaken',
    });
  }
  const fields = {
    name: `${input.firstName} ${input.lastName}`,
    email: input.email.toLowerCase(),
    username: input.username.toLowerCase(),
    displayUsername: input.username,
    role: input.role,
    status: input.status,
    firstName: input.firstName,
    lastName: input.lastName,
    phone: input.phone ?? undefined,
    locale: input.locale,
  };
  let userId: string;
  if (typeof input.password === 'string') {
    const result = await ctx.auth.api.signUpEmail({ body: { ...fields, password: input.password } });
    userId = result.user.id;
  } else {
    // What signUpEmail does after hashing, minus the activation e-mail: only for accounts that need none.
    const hash = ctx.preparedHashes.get(input.password);
    if (!hash || input.status === 'UNVERIFIED') throw new Error('createAccount: unusable prepared password');
    const context = await ctx.auth.$context;
    const user = await context.internalAdapter.createUser(
      { ...fields, emailVerified: false },
      { method: 'email-password' },
    );
    await context.internalAdapter.linkAccount({
      userId: user.id,
      providerId: 'credential',
      accountId: user.id,
      password: hash,
    });
    userId = user.id;
  }
  try {
    const companyId = input.companyId ?? (input.companyName ? await insertCompany(ctx.db, input.companyName) : null);
    if (companyId) await updateUser(ctx.db, userId, { companyId }, ctx.clock.now());
    if (input.status !== 'UNVERIFIED') await updateUser(ctx.db, userId, { emailVerified: true }, ctx.clock.now());
  } catch (error) {
    await deleteUser(ctx.db, userId);
    throw error;
  }
  const row = await findUserById(ctx.db, userId);
  if (!row) throw new Error('account vanished after creation');
  return row;
}

/** SPEC §5 'The provided password is incorrect', as a field error on `field`. */
export async function checkPassword(
  ctx: AccountsContext,
  userId: string,
  password: string,
  field = 'password',
): Promise<void> {
  const context = await ctx.auth.$context;
  const credential = (await context.internalAdapter.findAccounts(userId)).find(
    (account) => account.providerId === 'credential',
  );
  const matches = credential?.password ? await context.password.verify({ hash: credential.password, password }) : false;
  if (!matches) {
    throw new AppError('VALIDATION_ERROR', {
      reason: 'CURRENT_PASSWORD_WRONG',
      messageKey: 'accounts.errors.currentPasswordWrong',
      fieldProblems: [{ path: field, messageKey: 'accounts.errors.currentPasswordWrong' }],
    });
  }
}

/** No sign-in and no session from now on; personal data erased by the job (within 24 h). */
export async function deactivateAndScheduleErasure(ctx: AccountsContext, userId: string): Promise<void> {
  const now = ctx.clock.now();
  await updateUser(ctx.db, userId, { deletedAt: now }, now);
  await deleteSessionsOfUser(ctx.db, userId);
  await ctx.sessionsEnded({ userId });
  await enqueueJob(ctx.db, ctx.clock, eraseAccountJob, { userId }, { delayMs: eraseDelayMs });
}
