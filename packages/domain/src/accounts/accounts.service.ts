import {
  type AccountStatus,
  type CurrentUser,
  localeOr,
  type Role,
  type SignInInput,
  type SignInResult,
  type SignUpInput,
  type UpdateProfileInput,
} from '@tendero/contracts';
import { type AppLocale, formatDateTime, translate } from '@tendero/i18n';
import { queueMail, renderMail } from '../notifications/index';
import { AppError } from '../shared/app-error';
import type { DomainContext } from '../shared/context';
import { enqueueJob, type JobHandler } from '../shared/jobs';
import { mayHoldSession } from './account-status';
import {
  type AttemptSpacing,
  accountAttemptsEndAt,
  accountSignInAttempts,
  claimSignInAttempt,
  countAccountSignInAttempt,
  countRecoveryCodeGuess,
  deleteOtherSessions,
  deleteSessionByToken,
  deleteSessionsOfUser,
  deleteUser,
  emailOrUsernameTaken,
  eraseUserData,
  findCompanyName,
  findLiveSession,
  findUserById,
  findUserByLogin,
  forgetRecoveryCodeGuesses,
  forgetSignInFailures,
  insertCompany,
  signInWaitMs,
  type UserRow,
  uncountAccountSignInAttempt,
  updateUser,
} from './accounts.repository';
import { createAuth, type PasswordHasher, recoveryCode } from './auth';

/**
 * The acting user. `companyId` is filled when the session is resolved from a token (a provider's company,
 * null for others), so hot reads need not look it up again; code that builds a session may leave it out.
 */
/** `locale`: the user's stored language (e-mails go in it), when the session was resolved from a token. */
export type Session = { userId: string; role: Role; companyId?: string | null; locale?: string };

export const eraseAccountJob = 'accounts.erase-account';
/** The erasure runs a quarter of an hour after deletion (the confirmation e-mail goes first), well inside 24 h. */
export const eraseDelayMs = 15 * 60 * 1000;

/**
 * A password hashed once by Better Auth, for a trusted caller that creates many accounts with the same
 * known password (the demo seed: every demo account uses the README's password). Only objects made by
 * `preparePassword` of the same accounts instance are accepted, so the stored hash is always Better Auth's
 * own hash of a password that passed its length rules. Accounts created with one prepared password share
 * its salt: anyone who reads the database learns that they share a password, nothing more, which for demo
 * accounts is public anyway. Sign-up, invitations and password changes never use it.
 */
export type PreparedPassword = { readonly prepared: true };

/**
 * Sessions that just ended (their rows are gone): every session of a user, every one but the one of
 * `exceptToken` (a password changed on this device), or the one session of `token` (a sign-out).
 */
export type EndedSessions = { userId: string; exceptToken?: string } | { token: string };

/**
 * What the accounts capability tells the process it runs in. `onSessionsEnded` is called after every ended
 * session is deleted, whatever ended it (sign-out, password change or reset, deletion, removal from a team,
 * suspension), so whatever still holds such a session (a chat socket, in any process) lets it go at once.
 * It must not throw: the sessions are already gone, and the caller's answer does not depend on it.
 */
export type AccountsEvents = { onSessionsEnded?: (ended: EndedSessions) => void | Promise<void> };

export type AccountsSettings = {
  secret: string;
  /**
   * The per-account ceiling (100 an hour). Past it, addresses that have failed against the account
   * are refused; a correct password from an address with no failures still signs in.
   */
  failedSignInsPerHour: number;
  /** Better Auth's scrypt unless given. */
  passwordHasher?: PasswordHasher;
};

const hourMs = 60 * 60 * 1000;

/**
 * The growing delay per account and client address: three tries, then a wait that doubles after
 * each failure (1 s, 2 s, 4 s, …) up to 15 minutes; an address quiet for an hour starts afresh.
 */
export const signInSpacing: AttemptSpacing = {
  freeTries: 3,
  firstDelayMs: 1000,
  maxDelayMs: 15 * 60 * 1000,
  windowMs: hourMs,
};

/** Whole seconds from `now` until `at` (at least 1): what a refused caller is told to wait. */
function secondsUntil(at: Date | null, now: Date): number {
  return Math.max(1, Math.ceil(((at?.getTime() ?? now.getTime()) - now.getTime()) / 1000));
}

/** The address sign-in failures are counted for; requests without one share a bucket. */
function addressOf(meta: { ip?: string }): string {
  return meta.ip?.trim() || 'unknown';
}

/** The e-mail an activation token names (read, not trusted: Better Auth verifies the token itself). */
function emailInToken(token: string): string | null {
  try {
    const payload = JSON.parse(Buffer.from(token.split('.')[1] ?? '', 'base64url').toString('utf8')) as {
      email?: unknown;
    };
    return typeof payload.email === 'string' ? payload.email : null;
  } catch {
    return null;
  }
}

function apiErrorCode(error: unknown): string | undefined {
  const body = (error as { body?: { code?: string } } | null)?.body;
  return body?.code;
}

/**
 * The accounts capability: sign-up with e-mail confirmation, sign-in, sessions, statuses. Better Auth does
 * the cryptography; this owns the rules and texts of SPEC §4, §5 and §8.
 */
export function createAccounts(ctx: DomainContext, settings: AccountsSettings, events: AccountsEvents = {}) {
  const sessionsEnded = async (ended: EndedSessions) => {
    await events.onSessionsEnded?.(ended);
  };

  const auth = createAuth({
    db: ctx.db,
    secret: settings.secret,
    baseUrl: ctx.settings.publicUrl,
    passwordHasher: settings.passwordHasher,
    hooks: {
      sendActivation: async (user, token) => {
        const row = await findUserById(ctx.db, user.id);
        // Accounts made active by the seed or the admin CLI need no confirmation.
        if (row && row.status !== 'UNVERIFIED') return;
        const locale: AppLocale = localeOr(row?.locale);
        const link = `${ctx.settings.publicUrl}/${locale}/activate-account?token=${encodeURIComponent(token)}`;
        const body = renderMail(locale, [
          translate(locale, 'email.activation.greeting', { name: row?.firstName ?? '' }),
          translate(locale, 'email.activation.body'),
          link,
          translate(locale, 'email.activation.expiry'),
        ]);
        await queueMail(ctx.db, ctx.clock, {
          to: user.email,
          subject: translate(locale, 'email.activation.subject'),
          locale,
          ...body,
        });
      },
      sendRecoveryCode: async (email, code) => {
        const row = await findUserByLogin(ctx.db, email);
        if (!row || row.status === 'SUSPENDED') return;
        const locale: AppLocale = localeOr(row.locale);
        const body = renderMail(locale, [
          translate(locale, 'email.recovery.greeting', { name: row.firstName }),
          translate(locale, 'email.recovery.body'),
          code,
          translate(locale, 'email.recovery.expiry'),
        ]);
        await queueMail(ctx.db, ctx.clock, {
          to: row.email,
          // The code stays in the body: subjects show up in notifications and mail logs.
          subject: translate(locale, 'email.recovery.subject'),
          locale,
          ...body,
        });
      },
      afterPasswordReset: async (userId) => {
        // A recovered password ends every session; proving the mailbox also confirms the address.
        await deleteSessionsOfUser(ctx.db, userId);
        await sessionsEnded({ userId });
        const row = await findUserById(ctx.db, userId);
        if (row?.status === 'UNVERIFIED') await updateUser(ctx.db, userId, { status: 'ACTIVE' }, ctx.clock.now());
      },
      afterActivation: async (userId) => {
        const row = await findUserById(ctx.db, userId);
        if (row?.status === 'UNVERIFIED') await updateUser(ctx.db, userId, { status: 'ACTIVE' }, ctx.clock.now());
      },
    },
  });

  const preparedHashes = new WeakMap<PreparedPassword, string>();

  /**
   * An unknown login costs what a known one does: Better Auth looks the e-mail up and, finding nobody, hashes
   * the password (as long as checking one), so the answer's timing does not tell which logins exist. A
   * made-up address, so a deleted account's leftover credential is never tried.
   */
  async function checkLikeAKnownLogin(password: string): Promise<void> {
    await auth.api
      .signInEmail({ body: { email: `${crypto.randomUUID()}@unknown.invalid`, password } })
      .catch(() => undefined);
  }

  /** Hashes `password` once for `createAccount` (see PreparedPassword); same length rules as sign-up. */
  async function preparePassword(password: string): Promise<PreparedPassword> {
    const context = await auth.$context;
    const { minPasswordLength, maxPasswordLength } = context.password.config;
    if (password.length < minPasswordLength || password.length > maxPasswordLength) {
      throw new Error('preparePassword: the password breaks the length rules');
    }
    const prepared: PreparedPassword = Object.freeze({ prepared: true as const });
    preparedHashes.set(prepared, await context.password.hash(password));
    return prepared;
  }

  /**
   * Creates an account through Better Auth (password hashed there). Used by sign-up, the seed and the CLI.
   * A PreparedPassword skips the hashing (≈160 ms of scrypt) for ACTIVE accounts made by trusted callers.
   */
  async function createAccount(input: {
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
  }): Promise<UserRow> {
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
      const result = await auth.api.signUpEmail({ body: { ...fields, password: input.password } });
      userId = result.user.id;
    } else {
      // What signUpEmail does after hashing, minus the activation e-mail: only for accounts that need none.
      const hash = preparedHashes.get(input.password);
      if (!hash || input.status === 'UNVERIFIED') throw new Error('createAccount: unusable prepared password');
      const context = await auth.$context;
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
  async function checkPassword(userId: string, password: string, field = 'password'): Promise<void> {
    const context = await auth.$context;
    const credential = (await context.internalAdapter.findAccounts(userId)).find(
      (account) => account.providerId === 'credential',
    );
    const matches = credential?.password
      ? await context.password.verify({ hash: credential.password, password })
      : false;
    if (!matches) {
      throw new AppError('VALIDATION_ERROR', {
        reason: 'CURRENT_PASSWORD_WRONG',
        messageKey: 'accounts.errors.currentPasswordWrong',
        fieldProblems: [{ path: field, messageKey: 'accounts.errors.currentPasswordWrong' }],
      });
    }
  }

  /** No sign-in and no session from now on; personal data erased by the job (within 24 h). */
  async function deactivateAndScheduleErasure(userId: string): Promise<void> {
    const now = ctx.clock.now();
    await updateUser(ctx.db, userId, { deletedAt: now }, now);
    await deleteSessionsOfUser(ctx.db, userId);
    await sessionsEnded({ userId });
    await enqueueJob(ctx.db, ctx.clock, eraseAccountJob, { userId }, { delayMs: eraseDelayMs });
  }

  return {
    createAccount,
    preparePassword,
    deactivateAndScheduleErasure,

    /** An invited (TEMPORARY) account sets its password on first sign-in and becomes ACTIVE. */
    async setPasswordAndActivate(userId: string, password: string): Promise<void> {
      const context = await auth.$context;
      await context.internalAdapter.updatePassword(userId, await context.password.hash(password));
      await updateUser(ctx.db, userId, { status: 'ACTIVE', emailVerified: true }, ctx.clock.now());
    },

    async exists(login: string): Promise<boolean> {
      return (await findUserByLogin(ctx.db, login)) !== null;
    },

    /** The acting identity of an account by username or e-mail, for trusted callers (seeds, CLI). */
    async sessionOf(login: string): Promise<(Session & { companyId: string | null }) | null> {
      const user = await findUserByLogin(ctx.db, login);
      return user ? { userId: user.id, role: user.role, companyId: user.companyId } : null;
    },

    /** SPEC §5 sign-up: a client, or a company with its manager; UNVERIFIED until the e-mail is confirmed. */
    async signUp(input: SignUpInput, locale: AppLocale) {
      const company = input.accountType === 'company';
      const user = await createAccount({
        email: input.email,
        password: input.password,
        username: input.username,
        firstName: input.firstName,
        lastName: input.lastName,
        phone: input.phone,
        role: company ? 'MANAGER' : 'CLIENT',
        status: 'UNVERIFIED',
        locale,
        companyName: company ? input.companyName : undefined,
      });
      return {
        userId: user.id,
        status: user.status,
        next: company ? ('/register/success' as const) : ('/login/register-success' as const),
      };
    },

    /** Confirms the e-mail of an activation link; a link works once and for 24 hours. */
    async activate(token: string): Promise<void> {
      // Better Auth answers the same for a first and a repeated confirmation, so we look at the account the
      // token names before letting Better Auth check the token's signature and expiry.
      const named = emailInToken(token);
      const before = named ? await findUserByLogin(ctx.db, named) : null;
      try {
        await auth.api.verifyEmail({ query: { token } });
      } catch (error) {
        if (apiErrorCode(error) === 'TOKEN_EXPIRED') {
          throw new AppError('VALIDATION_ERROR', {
            reason: 'ACTIVATION_EXPIRED',
            messageKey: 'accounts.errors.activationExpired',
          });
        }
        throw new AppError('VALIDATION_ERROR', {
          reason: 'ACTIVATION_INVALID',
          messageKey: 'accounts.errors.activationInvalid',
        });
      }
      if (!before || before.emailVerified) {
        throw new AppError('CONFLICT', { reason: 'ACTIVATION_USED', messageKey: 'accounts.errors.activationUsed' });
      }
    },

    /** Sends a fresh activation link to an unconfirmed account; answers the same whether or not it exists. */
    async resendActivation(email: string): Promise<void> {
      const user = await findUserByLogin(ctx.db, email);
      if (user?.status !== 'UNVERIFIED') return;
      await auth.api.sendVerificationEmail({ body: { email: user.email } });
    },

    /**
     * SPEC §4 sign-in with username or e-mail; the role comes from the account, never from the client.
     * Guessing: each attempt is claimed in the database before the password is checked, so
     * parallel attempts cannot race past the limits. Per account and address, a growing delay; per account, a
     * ceiling that refuses the addresses that have failed but not a correct password from a clean address.
     */
    async signIn(input: SignInInput, meta: { ip?: string; userAgent?: string }): Promise<SignInResult> {
      const now = ctx.clock.now();
      const user = await findUserByLogin(ctx.db, input.username);
      const badCredentials = () =>
        new AppError('UNAUTHORIZED_ERROR', {
          reason: 'INVALID_CREDENTIALS',
          messageKey: 'accounts.errors.badCredentials',
        });
      const locked = async () => {
        const endsAt = await accountAttemptsEndAt(ctx.db, user?.id ?? '', now, hourMs);
        return new AppError('RATE_LIMITED', {
          reason: 'ACCOUNT_LOCKED',
          messageKey: 'accounts.errors.accountLocked',
          retryAfterSeconds: secondsUntil(endsAt, now),
        });
      };
      if (!user || user.deletedAt) {
        await checkLikeAKnownLogin(input.password);
        throw badCredentials();
      }

      const address = addressOf(meta);
      const claim = await claimSignInAttempt(ctx.db, user.id, address, now, signInSpacing);
      if (!claim) {
        const attempts = await accountSignInAttempts(ctx.db, user.id, now, hourMs);
        if (attempts >= settings.failedSignInsPerHour) throw await locked();
        const waitMs = await signInWaitMs(ctx.db, user.id, address, now, signInSpacing);
        throw new AppError('RATE_LIMITED', {
          reason: 'SIGN_IN_DELAYED',
          messageKey: 'accounts.errors.signInDelayed',
          retryAfterSeconds: Math.max(1, Math.ceil(waitMs / 1000)),
        });
      }
      const attempts = await countAccountSignInAttempt(ctx.db, user.id, now, hourMs);
      if (attempts > settings.failedSignInsPerHour && claim.priorFailures > 0) throw await locked();

      let token: string;
      try {
        const result = await auth.api.signInEmail({
          body: { email: user.email, password: input.password },
          headers: new Headers({ 'user-agent': meta.userAgent ?? '', 'x-forwarded-for': meta.ip ?? '' }),
        });
        token = result.token;
      } catch (error) {
        const code = apiErrorCode(error);
        if (code === 'INVALID_EMAIL_OR_PASSWORD') throw badCredentials();
        await forgetSignInFailures(ctx.db, user.id, address);
        await uncountAccountSignInAttempt(ctx.db, user.id);
        if (code === 'EMAIL_NOT_VERIFIED') {
          throw new AppError('FORBIDDEN', { reason: 'ACCOUNT_NOT_ACTIVE', messageKey: 'accounts.errors.notActive' });
        }
        throw error;
      }
      // The password was right: this attempt was no failure.
      await forgetSignInFailures(ctx.db, user.id, address);
      await uncountAccountSignInAttempt(ctx.db, user.id);
      if (user.status === 'SUSPENDED') {
        await deleteSessionByToken(ctx.db, token);
        throw new AppError('FORBIDDEN', { reason: 'ACCOUNT_SUSPENDED', messageKey: 'accounts.errors.suspended' });
      }
      if (user.status === 'UNVERIFIED') {
        await deleteSessionByToken(ctx.db, token);
        throw new AppError('FORBIDDEN', { reason: 'ACCOUNT_NOT_ACTIVE', messageKey: 'accounts.errors.notActive' });
      }
      return { accessToken: token, userId: user.id, role: user.role };
    },

    /** Recovery, step 1: e-mails a code when the account exists; answers the same either way. */
    async requestRecovery(email: string): Promise<void> {
      await auth.api.sendVerificationOTP({ body: { email: email.toLowerCase(), type: 'forget-password' } });
    },

    /**
     * Recovery, step 2: a valid code sets the new password and ends every session. At most
     * `recoveryCode.guessesPerHour` guesses per account in an hour, counted before the code is checked and
     * whatever the number of codes sent (a new code alone would give five fresh tries). The address that
     * proved the mailbox may sign in again even while the account is past its sign-in ceiling.
     */
    async confirmRecovery(input: { email: string; code: string; password: string }, meta: { ip?: string } = {}) {
      const now = ctx.clock.now();
      const counted = await countRecoveryCodeGuess(ctx.db, input.email, now, hourMs);
      if (counted !== null && counted.guesses > recoveryCode.guessesPerHour) {
        throw new AppError('RATE_LIMITED', {
          retryAfterSeconds: secondsUntil(counted.endsAt, now),
          reason: 'RECOVERY_LOCKED',
          messageKey: 'accounts.errors.recoveryLocked',
          fieldProblems: [{ path: 'code', messageKey: 'accounts.errors.recoveryLocked' }],
        });
      }
      try {
        await auth.api.resetPasswordEmailOTP({
          body: { email: input.email.toLowerCase(), otp: input.code, password: input.password },
        });
      } catch (error) {
        const code = apiErrorCode(error);
        const problem =
          code === 'OTP_EXPIRED'
            ? { reason: 'CODE_EXPIRED', key: 'accounts.errors.codeExpired' }
            : code === 'TOO_MANY_ATTEMPTS'
              ? { reason: 'CODE_ATTEMPTS', key: 'accounts.errors.codeAttempts' }
              : { reason: 'CODE_INVALID', key: 'accounts.errors.codeInvalid' };
        throw new AppError('VALIDATION_ERROR', {
          reason: problem.reason,
          messageKey: problem.key,
          fieldProblems: [{ path: 'code', messageKey: problem.key }],
        });
      }
      const user = await findUserByLogin(ctx.db, input.email);
      if (user) {
        await forgetRecoveryCodeGuesses(ctx.db, user.id);
        await forgetSignInFailures(ctx.db, user.id, addressOf(meta));
      }
    },

    /** A signed-in user changes their password with the current one; their other sessions end. */
    async changePassword(session: Session, currentToken: string, input: { currentPassword: string; password: string }) {
      await checkPassword(session.userId, input.currentPassword, 'currentPassword');
      const context = await auth.$context;
      await context.internalAdapter.updatePassword(session.userId, await context.password.hash(input.password));
      await deleteOtherSessions(ctx.db, session.userId, currentToken);
      await sessionsEnded(
        currentToken ? { userId: session.userId, exceptToken: currentToken } : { userId: session.userId },
      );
    },

    async signOut(token: string): Promise<void> {
      await deleteSessionByToken(ctx.db, token);
      await sessionsEnded({ token });
    },

    /** The session of an access token, or null. A suspended account's sessions stop working at once. */
    async resolveToken(token: string | null): Promise<Session | null> {
      if (!token) return null;
      const row = await findLiveSession(ctx.db, token, ctx.clock.now());
      if (!row || !mayHoldSession(row.status)) return null;
      return { userId: row.userId, role: row.role, companyId: row.companyId, locale: row.locale };
    },

    /** PUT /users/{id}/active: a user marks their own account active after sign-in. */
    async markActive(session: Session, userId: string) {
      if (session.userId !== userId) throw new AppError('FORBIDDEN');
      const user = await findUserById(ctx.db, userId);
      if (!user) throw new AppError('NOT_FOUND');
      const now = ctx.clock.now();
      const status: AccountStatus = user.status === 'TEMPORARY' ? 'ACTIVE' : user.status;
      await updateUser(ctx.db, userId, { lastActiveAt: now, status }, now);
      return { status, lastActiveAt: now.toISOString() };
    },

    async currentUser(session: Session): Promise<CurrentUser> {
      const user = await findUserById(ctx.db, session.userId);
      if (!user) throw new AppError('UNAUTHORIZED_ERROR');
      return {
        userId: user.id,
        role: user.role,
        status: user.status,
        username: user.displayUsername ?? user.username,
        email: user.email,
        firstName: user.firstName,
        lastName: user.lastName,
        phone: user.phone,
        image: user.image,
        companyId: user.companyId,
        companyName: user.companyId ? await findCompanyName(ctx.db, user.companyId) : null,
      };
    },

    /** "My data": names and phone of the signed-in user. */
    async updateProfile(session: Session, input: UpdateProfileInput): Promise<CurrentUser> {
      await updateUser(
        ctx.db,
        session.userId,
        {
          firstName: input.firstName,
          lastName: input.lastName,
          name: `${input.firstName} ${input.lastName}`,
          phone: input.phone,
        },
        ctx.clock.now(),
      );
      return this.currentUser(session);
    },

    /**
     * Deletes one's own account after checking the password: deactivated at once (no sign-in, every
     * session ended), a confirmation e-mail, and the erasure job scheduled (personal data gone within 24 h).
     */
    async deleteAccount(session: Session, password: string): Promise<{ erasedBy: string }> {
      const user = await findUserById(ctx.db, session.userId);
      if (!user || user.deletedAt) throw new AppError('UNAUTHORIZED_ERROR');
      await checkPassword(session.userId, password);
      const now = ctx.clock.now();
      await deactivateAndScheduleErasure(user.id);
      const locale: AppLocale = localeOr(user.locale);
      const erasedBy = new Date(now.getTime() + 24 * 60 * 60 * 1000);
      const body = renderMail(locale, [
        translate(locale, 'email.accountDeleted.greeting', { name: user.firstName }),
        translate(locale, 'email.accountDeleted.body', { date: formatDateTime(erasedBy) }),
      ]);
      await queueMail(ctx.db, ctx.clock, {
        to: user.email,
        subject: translate(locale, 'email.accountDeleted.subject'),
        locale,
        ...body,
      });
      return { erasedBy: erasedBy.toISOString() };
    },

    /** The erasure job (idempotent; retried by the queue if it fails). */
    eraseAccountHandler: (async (payload) => {
      await eraseUserData(ctx.db, String(payload.userId), ctx.clock.now());
    }) satisfies JobHandler,

    /** Suspends an account and ends every session it holds (the admin console calls this). */
    async suspend(userId: string): Promise<void> {
      await updateUser(ctx.db, userId, { status: 'SUSPENDED' }, ctx.clock.now());
      await deleteSessionsOfUser(ctx.db, userId);
      await sessionsEnded({ userId });
    },
  };
}

export type Accounts = ReturnType<typeof createAccounts>;
