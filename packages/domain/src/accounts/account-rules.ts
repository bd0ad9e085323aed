import type { Role } from '@tendero/contracts';
import type { PasswordHasher } from './auth';
import type { OpenIdProviderSettings } from './providers/provider-settings';
import type { AttemptSpacing } from './sign-in-attempts.repository';

/**
 * The acting user. `companyId` is filled when the session is resolved from a token (a provider's company,
 * null for others), so hot reads need not look it up again; code that builds a session may leave it out.
 */
/** `locale`: the user's stored language (e-mails go in it), when the session was resolved from a token. */
export type Session = {
  userId: string;
  role: Role;
  companyId?: string | null;
  locale?: string;
  /** A manager who answers inquiries themselves (`actsAsRep`); resolved sessions carry it, others read false. */
  answersInquiries?: boolean;
};

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
/** A sign-in as the activity monitor records it (a failed one names the login typed, no user). */
export type SignInAttempt = {
  ok: boolean;
  userId: string | null;
  login: string;
  ip: string | null;
  reason?: string;
  /** How: a password unless said (a passkey signs in without one). */
  method?: 'passkey';
};

export type AccountsEvents = {
  onSessionsEnded?: (ended: EndedSessions) => void | Promise<void>;
  /** Every sign-in, successful or not (the admin console's activity monitor). */
  onSignIn?: (attempt: SignInAttempt) => void | Promise<void>;
  /**
   * A person accepted the terms of service and the privacy policy: a sign-up, or an invitation completed
   * with the box ticked. The consents capability records which versions (the current ones), when and from
   * where. Called after the account is stored; an error fails the call.
   */
  onTermsAccepted?: (acceptance: { userId: string; ip: string | null }) => void | Promise<void>;
};

export type AccountsSettings = {
  secret: string;
  /**
   * The per-account ceiling (100 an hour). Past it, only a familiar device or address gets a password
   * check; anyone else gets the e-mailed step-up code instead (decision 0031).
   */
  failedSignInsPerHour: number;
  /** Better Auth's scrypt unless given. */
  passwordHasher?: PasswordHasher;
  /** Sign-in with Google and Microsoft; none when not configured. */
  openIdProviders?: readonly OpenIdProviderSettings[];
};

export const hourMs = 60 * 60 * 1000;

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
export function secondsUntil(at: Date | null, now: Date): number {
  return Math.max(1, Math.ceil(((at?.getTime() ?? now.getTime()) - now.getTime()) / 1000));
}

/** The address sign-in failures are counted for; requests without one share a bucket. */
export function addressOf(meta: { ip?: string }): string {
  return meta.ip?.trim() || 'unknown';
}

/** The e-mail an activation token names (read, not trusted: Better Auth verifies the token itself). */
export function emailInToken(token: string): string | null {
  try {
    const payload = JSON.parse(Buffer.from(token.split('.')[1] ?? '', 'base64url').toString('utf8')) as {
      email?: unknown;
    };
    return typeof payload.email === 'string' ? payload.email : null;
  } catch {
    return null;
  }
}

export function apiErrorCode(error: unknown): string | undefined {
  const body = (error as { body?: { code?: string } } | null)?.body;
  return body?.code;
}

/**
 * The accounts capability: sign-up with e-mail confirmation, sign-in, sessions, statuses. Better Auth does
 * the cryptography; this owns the rules and texts of SPEC §4, §5 and §8.
 */
