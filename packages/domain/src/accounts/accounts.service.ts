import type { EmailCodeAnswer, SecondFactorAnswer, SignInInput, SignInResult } from '@tendero/contracts';
import { AppError } from '../shared/app-error';
import { bindOperation as bind } from '../shared/bind-operation';
import type { DomainContext } from '../shared/context';
import type { JobHandler } from '../shared/jobs';
import type { AccountsEvents, AccountsSettings, eraseAccountJob } from './account-rules';
import { createAccountsContext } from './accounts-context';
import { createAccount, deactivateAndScheduleErasure, preparePassword } from './credentials';
import { accountExists } from './operations/account-exists';
import { activateAccount } from './operations/activate-account';
import { answerEmailCode } from './operations/answer-email-code';
import { answerSecondFactor, secondFactorPasskeyOptions } from './operations/answer-second-factor';
import { changePassword } from './operations/change-password';
import { confirmRecovery } from './operations/confirm-recovery';
import { confirmTotp } from './operations/confirm-totp';
import { createInvitedCompanies } from './operations/create-invited-companies';
import { currentUser } from './operations/current-user';
import { deleteAccount } from './operations/delete-account';
import { disableTotp } from './operations/disable-totp';
import { endOtherSessions, endOwnSession } from './operations/end-own-sessions';
import { eraseAccount } from './operations/erase-account';
import type { SignInMeta } from './operations/finish-sign-in';
import { listOwnSessions } from './operations/list-own-sessions';
import { markActive } from './operations/mark-active';
import { presetTotp } from './operations/preset-totp';
import { regenerateRecoveryCodes } from './operations/regenerate-recovery-codes';
import { requestRecovery } from './operations/request-recovery';
import { resendActivation } from './operations/resend-activation';
import { resolveToken, resolveTokens } from './operations/resolve-token';
import { secondFactorGate, secondFactorState } from './operations/second-factor-state';
import { sessionOf } from './operations/session-of';
import { setPasswordAndActivate } from './operations/set-password-and-activate';
import { setupTotp } from './operations/setup-totp';
import { signIn } from './operations/sign-in';
import { signOut } from './operations/sign-out';
import { signUp } from './operations/sign-up';
import { reinstateAccount, suspendAccount } from './operations/suspend-account';
import { setTeamSecondFactor, teamSecondFactor } from './operations/team-second-factor';
import { updateOwnData } from './operations/update-own-data';
import { createPasskeys } from './passkeys.service';
import { createProviderSignIn } from './providers/provider-sign-in.service';

export {
  type AccountsEvents,
  type AccountsSettings,
  type EndedSessions,
  eraseAccountJob,
  eraseDelayMs,
  type PreparedPassword,
  type Session,
  signInSpacing,
} from './account-rules';

/**
 * Accounts: sign-up with e-mail confirmation, sign-in with guessing limits, recovery, sessions, one's own
 * data and deletion. Each operation is one file in operations/; this face binds them to the context.
 */
export function createAccounts(domain: DomainContext, settings: AccountsSettings, events: AccountsEvents = {}) {
  const ctx = createAccountsContext(domain, settings, events);
  const reported = async <R extends SignInResult>(username: unknown, meta: SignInMeta, attempt: () => Promise<R>) => {
    const login = typeof username === 'string' ? username.slice(0, 200) : '';
    const ip = meta?.ip ?? null;
    try {
      const result = await attempt();
      if ('challenge' in result) {
        await events.onSignIn?.({ ok: false, userId: null, login, ip, reason: result.challenge.kind });
      } else await events.onSignIn?.({ ok: true, userId: result.userId, login, ip });
      return result;
    } catch (error) {
      const reason = error instanceof AppError ? (error.reason ?? error.code) : 'ERROR';
      await events.onSignIn?.({ ok: false, userId: null, login, ip, reason });
      throw error;
    }
  };
  return {
    createAccount: bind(ctx, createAccount),
    createInvitedCompanies: bind(ctx, createInvitedCompanies),
    preparePassword: bind(ctx, preparePassword),
    deactivateAndScheduleErasure: bind(ctx, deactivateAndScheduleErasure),
    setPasswordAndActivate: bind(ctx, setPasswordAndActivate),
    exists: bind(ctx, accountExists),
    sessionOf: bind(ctx, sessionOf),
    signUp: bind(ctx, signUp),
    activate: bind(ctx, activateAccount),
    resendActivation: bind(ctx, resendActivation),
    /**
     * Signs in and reports the attempt, successful or refused, to `events.onSignIn` (one that still needs a
     * step is reported as not signed in, its reason the challenge's kind).
     */
    signIn: (input: SignInInput, meta: SignInMeta) => reported(input?.username, meta, () => signIn(ctx, input, meta)),
    /** Answers the e-mailed step-up code of a sign-in, reported to `events.onSignIn` like a sign-in. */
    answerEmailCode: (input: EmailCodeAnswer, meta: SignInMeta) =>
      reported('', meta, () => answerEmailCode(ctx, input, meta)),
    /** The sign-in's second step, reported to `events.onSignIn` like a sign-in. */
    answerSecondFactor: (input: SecondFactorAnswer, meta: SignInMeta) =>
      reported('', meta, () => answerSecondFactor(ctx, input, meta)),
    secondFactorPasskeyOptions: bind(ctx, secondFactorPasskeyOptions),
    secondFactorState: bind(ctx, secondFactorState),
    /** Why a session must set up a second factor before anything else, or null (page gateway, admin API). */
    secondFactorGate: bind(ctx, secondFactorGate),
    setupTotp: bind(ctx, setupTotp),
    confirmTotp: bind(ctx, confirmTotp),
    regenerateRecoveryCodes: bind(ctx, regenerateRecoveryCodes),
    disableTotp: bind(ctx, disableTotp),
    teamSecondFactor: bind(ctx, teamSecondFactor),
    setTeamSecondFactor: bind(ctx, setTeamSecondFactor),
    /** Trusted callers (seed, CLI, test fixtures): a confirmed authenticator with a known secret. */
    presetTotp: bind(ctx, presetTotp),
    listOwnSessions: bind(ctx, listOwnSessions),
    endOwnSession: bind(ctx, endOwnSession),
    endOtherSessions: bind(ctx, endOtherSessions),
    requestRecovery: bind(ctx, requestRecovery),
    confirmRecovery: bind(ctx, confirmRecovery),
    changePassword: bind(ctx, changePassword),
    signOut: bind(ctx, signOut),
    resolveToken: bind(ctx, resolveToken),
    resolveTokens: bind(ctx, resolveTokens),
    markActive: bind(ctx, markActive),
    currentUser: bind(ctx, currentUser),
    updateProfile: bind(ctx, updateOwnData),
    deleteAccount: bind(ctx, deleteAccount),
    suspend: bind(ctx, suspendAccount),
    reinstate: bind(ctx, reinstateAccount),
    /** Sign-in with Google and Microsoft (OpenID Connect). */
    providers: createProviderSignIn(ctx),
    /** The erasure job handler. */
    eraseAccountHandler: bind(ctx, eraseAccount) satisfies JobHandler<typeof eraseAccountJob>,
    /** Passkeys: settings, sign-in without a password, second factor. */
    passkeys: createPasskeys(ctx, events),
  };
}
export type Accounts = ReturnType<typeof createAccounts>;
