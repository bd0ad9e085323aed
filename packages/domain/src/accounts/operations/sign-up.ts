import type { SignUpInput } from '@tendero/contracts';
import type { AppLocale } from '@tendero/i18n';

import type { AccountsContext } from '../accounts-context';
import { createAccount } from '../credentials';

/**
 * SPEC §5 sign-up: a client, or a company with its manager; UNVERIFIED until the e-mail is confirmed. The
 * form's consent (required by the contract) is reported as the terms and privacy policy accepted.
 */
export async function signUp(
  ctx: AccountsContext,
  input: SignUpInput,
  locale: AppLocale,
  meta: { ip?: string | null } = {},
) {
  const company = input.accountType === 'company';
  const user = await createAccount(ctx, {
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
  await ctx.termsAccepted({ userId: user.id, ip: meta.ip ?? null });
  return {
    userId: user.id,
    status: user.status,
    next: company ? ('/register/success' as const) : ('/login/register-success' as const),
  };
}
