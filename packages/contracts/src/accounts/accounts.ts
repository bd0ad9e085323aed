import { isValidPhoneNumber } from 'libphonenumber-js/max';
import { z } from 'zod';
import { roles } from '../routing/roles';
import { v } from '../shared/errors';
import { messageKeysOf } from '../shared/message-keys';

/** Account statuses of SPEC §3. */
export const accountStatuses = ['UNVERIFIED', 'TEMPORARY', 'ACTIVE', 'SUSPENDED'] as const;
export type AccountStatus = (typeof accountStatuses)[number];

/** Messages of the accounts contracts: i18n keys under `accounts.validation`. */
export const av = messageKeysOf('accounts.validation', [
  'passwordsDoNotMatch',
  'passwordWeak',
  'passwordTooShort',
  'consentRequired',
  'phoneInvalid',
  'usernameFormat',
  'companyRequired',
  'codeFormat',
]);

/**
 * The fields of a body for the cross-field checks below, which run (`when`) even while other fields fail so
 * the form shows every problem at once: a body that is not an object (`null`, missing, a number) has none.
 */
function fieldsOf(value: unknown): Record<string, unknown> {
  return typeof value === 'object' && value !== null ? (value as Record<string, unknown>) : {};
}

function bothPasswordsGiven(value: unknown): boolean {
  const { password, passwordRepeat } = fieldsOf(value);
  return typeof password === 'string' && typeof passwordRepeat === 'string' && passwordRepeat !== '';
}

/** SPEC §5: at least one uppercase letter, one lowercase letter, one digit and one special character. */
export const passwordSchema = z
  .string()
  .min(1, v.required)
  .min(8, av.passwordTooShort)
  .max(128, v.tooLong)
  .refine(
    (value) => /\p{Lu}/u.test(value) && /\p{Ll}/u.test(value) && /\d/.test(value) && /[^\p{L}\d\s]/u.test(value),
    av.passwordWeak,
  );

/** E.164 phone number that libphonenumber-js accepts as valid. */
export const phoneSchema = z
  .string()
  .trim()
  .min(1, v.required)
  .max(250, v.tooLong)
  .refine((value) => /^\+\d{3,18}$/.test(value) && isValidPhoneNumber(value), av.phoneInvalid);

export const usernameSchema = z
  .string()
  .trim()
  .min(1, v.required)
  .regex(/^[A-Za-z0-9_.]{3,30}$/, av.usernameFormat);

const name = z.string().trim().min(1, v.required).max(80, v.tooLong);

export const accountTypes = ['client', 'company'] as const;

/**
 * The box that accepts the terms of service and the privacy policy (sign-up and a completed invitation); the
 * consents capability records the versions accepted. SPEC §7 sends sign-up form-encoded: 'true' or 'on'.
 */
export const termsConsentSchema = z.preprocess(
  (value) => (value === 'true' || value === 'on' ? true : value),
  z.literal(true, av.consentRequired),
);

/** The register form (SPEC §3 "Sign-up form"); a company sign-up creates the company and its manager. */
export const signUpSchema = z
  .object({
    accountType: z.enum(accountTypes),
    firstName: name,
    lastName: name,
    companyName: z.string().trim().max(160, v.tooLong).optional(),
    email: z.string().trim().min(1, v.required).max(254, v.tooLong).pipe(z.email(v.email)),
    phone: phoneSchema,
    username: usernameSchema,
    password: passwordSchema,
    passwordRepeat: z.string().min(1, v.required),
    consent: termsConsentSchema,
  })
  // `when` lets these checks run even while other fields are still empty, so the form shows every
  // problem at once.
  .refine((value) => value.password === value.passwordRepeat, {
    path: ['passwordRepeat'],
    message: av.passwordsDoNotMatch,
    when: (payload) => bothPasswordsGiven(payload.value),
  })
  .refine((value) => value.accountType !== 'company' || Boolean(value.companyName), {
    path: ['companyName'],
    message: v.required,
    when: (payload) => fieldsOf(payload.value).accountType === 'company',
  });
export type SignUpInput = z.infer<typeof signUpSchema>;
/** What the register form holds before parsing (the consent checkbox may still be false). */
export type SignUpFormValues = z.input<typeof signUpSchema>;

export const signUpResultSchema = z.object({
  userId: z.string(),
  status: z.enum(accountStatuses),
  next: z.enum(['/login/register-success', '/register/success']),
});

export const signInSchema = z.object({
  username: z.string().trim().min(1, v.required).max(254, v.tooLong).describe('Username or e-mail'),
  password: z.string().min(1, v.required).max(128, v.tooLong),
});
export type SignInInput = z.infer<typeof signInSchema>;

/** A sign-in that opened a session (SPEC §4): the answer a client written from SPEC alone reads. */
export const signInSessionSchema = z.object({
  accessToken: z.string(),
  userId: z.string(),
  role: z.enum(roles),
});
export type SignInSession = z.infer<typeof signInSessionSchema>;

/**
 * The first factor was right but one more step is needed before a session opens (issue 37): a second factor
 * (`SECOND_FACTOR`: an authenticator code, a recovery code or a passkey) or an e-mailed code
 * (`EMAIL_CODE`). No session cookie is set; the step is answered at its own endpoint with `id`.
 */
export const signInChallengeSchema = z.object({
  id: z.string(),
  kind: z.enum(['SECOND_FACTOR', 'EMAIL_CODE']),
  methods: z.array(z.enum(['totp', 'recovery', 'passkey', 'email'])),
  expiresAt: z.string().describe('ISO time after which the step must start again with the password'),
});
export type SignInChallenge = z.infer<typeof signInChallengeSchema>;

export const signInResultSchema = z.union([signInSessionSchema, z.object({ challenge: signInChallengeSchema })]);
export type SignInResult = z.infer<typeof signInResultSchema>;

/** Whether a sign-in answer asks for one more step. */
export function isSignInChallenge(result: SignInResult): result is { challenge: SignInChallenge } {
  return 'challenge' in result;
}

export const activateSchema = z.object({ token: z.string().min(10).max(2000) });
export const activateResultSchema = z.object({ status: z.enum(['activated']) });
export const resendActivationSchema = z.object({
  email: z.string().trim().min(1, v.required).max(254, v.tooLong).pipe(z.email(v.email)),
});

/** The signed-in user as pages see it (re-checked every 2 minutes). */
export const currentUserSchema = z.object({
  userId: z.string(),
  role: z.enum(roles),
  status: z.enum(accountStatuses),
  username: z.string(),
  email: z.string(),
  firstName: z.string(),
  lastName: z.string(),
  phone: z.string().nullable(),
  image: z.string().nullable().describe('URL of the profile photo (512 px WebP)'),
  companyId: z.string().nullable(),
  companyName: z.string().nullable(),
});
export type CurrentUser = z.infer<typeof currentUserSchema>;

export const markActiveResultSchema = z.object({ status: z.enum(accountStatuses), lastActiveAt: z.string() });

/** Cookie names of SPEC §4 sign-in. */
export const sessionCookies = { accessToken: 'accessToken', userId: 'userId', role: 'role' } as const;

const passwordPair = { password: passwordSchema, passwordRepeat: z.string().min(1, v.required) };
const passwordsMatch = {
  path: ['passwordRepeat'],
  message: av.passwordsDoNotMatch,
  when: (payload: { value: unknown }) => bothPasswordsGiven(payload.value),
};
const emailField = z.string().trim().min(1, v.required).max(254, v.tooLong).pipe(z.email(v.email));

/** Recovery, step 1: the e-mail that gets a 6-digit code (valid 15 minutes, 5 tries). */
export const recoverRequestSchema = z.object({ email: emailField });

/** Recovery, step 2: the code and a new password (same rules as sign-up). */
export const recoverConfirmSchema = z
  .object({
    email: emailField,
    code: z
      .string()
      .trim()
      .regex(/^\d{6}$/, av.codeFormat),
    ...passwordPair,
  })
  .refine((value) => value.password === value.passwordRepeat, passwordsMatch);
export type RecoverConfirmInput = z.infer<typeof recoverConfirmSchema>;

/** A signed-in user changes their password; the other sessions end. */
export const changePasswordSchema = z
  .object({ currentPassword: z.string().min(1, v.required).max(128, v.tooLong), ...passwordPair })
  .refine((value) => value.password === value.passwordRepeat, passwordsMatch);
export type ChangePasswordInput = z.infer<typeof changePasswordSchema>;

/**
 * "My data" in account settings. The phone may be left empty (stored as none): a sales rep who joined by
 * invitation was never asked for one and must still be able to correct their name; a number given is
 * checked as at sign-up.
 */
export const updateProfileSchema = z.object({
  firstName: name,
  lastName: name,
  phone: z
    .string()
    .nullish()
    .transform((value) => (value?.trim() ? value : null))
    .pipe(phoneSchema.nullable()),
});
export type UpdateProfileInput = z.infer<typeof updateProfileSchema>;

/** Deleting one's account asks for the password again. */
export const deleteAccountSchema = z.object({ password: z.string().min(1, v.required).max(128, v.tooLong) });
export const deleteAccountResultSchema = z.object({
  erasedBy: z.string().describe('When personal data will be erased'),
});
