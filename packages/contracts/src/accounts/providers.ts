import { z } from 'zod';
import { locales } from '../routing/locales';
import { roles } from '../routing/roles';
import { v } from '../shared/errors';
import { accountTypes, av, phoneSchema, signInChallengeSchema, termsConsentSchema } from './accounts';

/** Sign-in with Google or Microsoft (OpenID Connect). */
export const openIdProviders = ['google', 'microsoft'] as const;
export type OpenIdProvider = (typeof openIdProviders)[number];

export const providerParamsSchema = z.object({ provider: z.enum(openIdProviders) });

/** The providers this deployment offers (only those configured). */
export const providersListSchema = z.object({ providers: z.array(z.enum(openIdProviders)) });

export const providerStartQuerySchema = z.object({ locale: z.enum(locales).default('en') });
export const providerStartResultSchema = z.object({
  url: z.string().describe("The provider's authorization address: the browser goes there"),
});

/** What the provider sent back to `/login/provider`, passed on by the page. */
export const providerCallbackSchema = z.object({
  state: z.string().trim().min(1).max(500),
  code: z.string().trim().min(1).max(4000).optional(),
  iss: z.string().trim().max(500).optional(),
  error: z.string().trim().max(200).optional(),
});

/** A person the provider vouched for, waiting for one more step (kept server-side, named by a cookie). */
export const pendingProviderSchema = z.object({
  kind: z.enum(['sign-up', 'link']).describe('sign-up: choose an account kind; link: confirm an existing account'),
  provider: z.enum(openIdProviders),
  email: z.string(),
  emailVerified: z.boolean().describe('The provider says the address is confirmed'),
  firstName: z.string(),
  lastName: z.string(),
  locale: z.enum(locales),
  codeSent: z.boolean(),
});
export type PendingProvider = z.infer<typeof pendingProviderSchema>;

const signedIn = z.object({
  outcome: z.literal('signed-in'),
  accessToken: z.string(),
  userId: z.string(),
  role: z.enum(roles),
  locale: z.enum(locales),
});
/** The provider proved who it is, and the person's second factor is still to give (issue 37). */
const stepNeeded = z.object({
  outcome: z.literal('challenge'),
  challenge: signInChallengeSchema,
  locale: z.enum(locales),
});
export const providerCallbackResultSchema = z.discriminatedUnion('outcome', [
  signedIn,
  stepNeeded,
  z.object({ outcome: z.literal('pending'), pending: pendingProviderSchema }),
]);
export type ProviderCallbackResult = z.infer<typeof providerCallbackResultSchema>;

const name = z.string().trim().min(1, v.required).max(80, v.tooLong);

/** A new person's account after the provider returned: the kind, names, a company's name, the terms. */
export const providerSignUpSchema = z
  .object({
    accountType: z.enum(accountTypes),
    firstName: name,
    lastName: name,
    companyName: z.string().trim().max(160, v.tooLong).optional(),
    phone: z
      .string()
      .nullish()
      .transform((value) => (value?.trim() ? value : null))
      .pipe(phoneSchema.nullable()),
    consent: termsConsentSchema,
  })
  .refine((value) => value.accountType !== 'company' || Boolean(value.companyName), {
    path: ['companyName'],
    message: v.required,
    when: (payload) => (payload.value as { accountType?: unknown } | null)?.accountType === 'company',
  });
export type ProviderSignUpInput = z.infer<typeof providerSignUpSchema>;
export type ProviderSignUpFormValues = z.input<typeof providerSignUpSchema>;

export const providerSignUpResultSchema = z.discriminatedUnion('outcome', [
  signedIn,
  stepNeeded,
  z.object({ outcome: z.literal('confirm-email'), next: z.literal('/login/register-success') }),
]);

export const providerLinkPasswordSchema = z.object({ password: z.string().min(1, v.required).max(128, v.tooLong) });
export const providerLinkCodeSchema = z.object({
  code: z
    .string()
    .trim()
    .min(1, v.required)
    .regex(/^\d{6}$/, av.codeFormat),
});

/** One's own linked providers (account settings). */
export const linkedProvidersSchema = z.object({
  linked: z.array(z.object({ provider: z.enum(openIdProviders), linkedAt: z.string() })),
  hasPassword: z.boolean(),
});
export type LinkedProviders = z.infer<typeof linkedProvidersSchema>;
