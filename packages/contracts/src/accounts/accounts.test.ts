import { describe, expect, it } from 'vitest';
import { passwordSchema, signUpSchema } from './accounts';

const valid = {
  accountType: 'client',
  firstName: 'Ewa',
  lastName: 'Nowak',
  email: 'ewa@firma.pl',
  phone: '+48501234567',
  username: 'ewa.nowak',
  password: 'Dobre!Haslo1',
  passwordRepeat: 'Dobre!Haslo1',
  consent: true,
};

function messages(input: unknown): Record<string, string[]> {
  const result = signUpSchema.safeParse(input);
  if (result.success) return {};
  const out: Record<string, string[]> = {};
  for (const issue of result.error.issues) {
    const path = issue.path.join('.');
    out[path] = [...(out[path] ?? []), issue.message];
  }
  return out;
}

describe('sign-up contract', () => {
  it('accepts a complete client form', () => {
    expect(signUpSchema.safeParse(valid).success).toBe(true);
  });

  it('reports mismatched passwords even while other fields are empty', () => {
    expect(messages({ ...valid, firstName: '', passwordRepeat: 'Other!1aa' })).toMatchObject({
      firstName: ['validation.required'],
      passwordRepeat: ['accounts.validation.passwordsDoNotMatch'],
    });
  });

  it('needs a company name for a company and consent for everyone', () => {
    expect(messages({ ...valid, accountType: 'company', consent: false })).toMatchObject({
      companyName: ['validation.required'],
      consent: ['accounts.validation.consentRequired'],
    });
  });

  it.each(['Sh0rt!', 'alllowercase1!', 'ALLUPPERCASE1!', 'NoDigits!!', 'NoSpecial123'])(
    'rejects weak password %s',
    (password) => {
      expect(passwordSchema.safeParse(password).success).toBe(false);
    },
  );

  it('accepts a password with all four kinds of characters, Polish letters included', () => {
    expect(passwordSchema.safeParse('Zażółć!9x').success).toBe(true);
  });
});
