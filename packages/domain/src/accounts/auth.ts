import { type Db, schema } from '@tendero/db';
import { betterAuth } from 'better-auth';
import { drizzleAdapter } from 'better-auth/adapters/drizzle';
import { emailOTP, genericOAuth } from 'better-auth/plugins';
import { type OpenIdProviderSettings, providerRedirectPath } from './providers/provider-settings';

export type AuthHooks = {
  /** An activation link must go out: `token` becomes `/{locale}/activate-account?token=…`. */
  sendActivation: (user: { id: string; email: string }, token: string) => Promise<void>;
  /** The e-mail was confirmed for the first time. */
  afterActivation: (userId: string) => Promise<void>;
  /** A recovery code must go out. */
  sendRecoveryCode: (email: string, code: string) => Promise<void>;
  /** A password was reset with a recovery code. */
  afterPasswordReset: (userId: string) => Promise<void>;
};

/**
 * Recovery codes: 6 digits, valid 15 minutes, 5 tries each; and at most 10 guesses per account in
 * an hour whatever the number of codes sent, as asking for a new code gives 5 fresh tries.
 */
export const recoveryCode = { seconds: 15 * 60, tries: 5, guessesPerHour: 10 };

/** How passwords are hashed and checked: Better Auth's scrypt unless given (tests observe it). */
export type PasswordHasher = {
  hash: (password: string) => Promise<string>;
  verify: (input: { hash: string; password: string }) => Promise<boolean>;
};

/** Activation links expire after 24 hours. */
export const activationLinkSeconds = 24 * 60 * 60;
export const sessionSeconds = 7 * 24 * 60 * 60;

/**
 * Better Auth, used as a library: it hashes and checks passwords, creates sessions and signs activation
 * tokens. Its own HTTP router is not mounted; our routes call `auth.api.*` so every answer keeps our
 * contracts, texts and rate limits. Tendero's columns live on its user table as additional fields.
 */
export function createAuth(options: {
  db: Db;
  secret: string;
  baseUrl: string;
  hooks: AuthHooks;
  passwordHasher?: PasswordHasher;
  /** Google and Microsoft: Better Auth's generic OAuth providers, built from each discovery document. */
  openIdProviders?: readonly OpenIdProviderSettings[];
}) {
  return betterAuth({
    appName: 'Tendero',
    secret: options.secret,
    baseURL: options.baseUrl,
    database: drizzleAdapter(options.db, {
      provider: 'pg',
      schema: {
        user: schema.users,
        session: schema.sessions,
        account: schema.credentials,
        verification: schema.verifications,
      },
    }),
    emailAndPassword: {
      enabled: true,
      requireEmailVerification: true,
      autoSignIn: false,
      minPasswordLength: 8,
      maxPasswordLength: 128,
      revokeSessionsOnPasswordReset: true,
      ...(options.passwordHasher ? { password: options.passwordHasher } : {}),
      onPasswordReset: async ({ user }) => options.hooks.afterPasswordReset(user.id),
    },
    emailVerification: {
      sendOnSignUp: true,
      sendOnSignIn: false,
      expiresIn: activationLinkSeconds,
      sendVerificationEmail: async ({ user, token }) => options.hooks.sendActivation(user, token),
      afterEmailVerification: async (user) => options.hooks.afterActivation(user.id),
    },
    session: { expiresIn: sessionSeconds, updateAge: 24 * 60 * 60 },
    user: {
      additionalFields: {
        username: { type: 'string', required: true, input: true },
        displayUsername: { type: 'string', required: false, input: true },
        role: { type: 'string', required: true, input: true },
        status: { type: 'string', required: true, input: true },
        firstName: { type: 'string', required: true, input: true },
        lastName: { type: 'string', required: true, input: true },
        phone: { type: 'string', required: false, input: true },
        locale: { type: 'string', required: false, input: true },
      },
    },
    plugins: [
      emailOTP({
        otpLength: 6,
        expiresIn: recoveryCode.seconds,
        allowedAttempts: recoveryCode.tries,
        storeOTP: 'hashed',
        disableSignUp: true,
        sendVerificationOTP: async ({ email, otp, type }) => {
          if (type === 'forget-password') await options.hooks.sendRecoveryCode(email, otp);
        },
      }),
      ...(options.openIdProviders?.length
        ? [
            genericOAuth({
              config: options.openIdProviders.map((provider) => ({
                providerId: provider.id,
                discoveryUrl: provider.discoveryUrl,
                clientId: provider.clientId,
                clientSecret: provider.clientSecret,
                scopes: ['openid', 'email', 'profile'],
                pkce: true,
                redirectURI: `${options.baseUrl}${providerRedirectPath}`,
                // Never a provider whose ID tokens cannot be checked against its published keys.
                requireIdTokenVerification: true,
              })),
            }),
          ]
        : []),
    ],
    rateLimit: { enabled: false },
    advanced: { database: { generateId: () => crypto.randomUUID() } },
    logger: { disabled: true },
  });
}

export type Auth = ReturnType<typeof createAuth>;
