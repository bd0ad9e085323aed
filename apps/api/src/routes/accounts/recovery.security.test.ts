import { describe, expect, it } from 'vitest';
import { testAppPerFile } from '../../test/test-app';

/**
 * Asking for a new recovery code gave five fresh tries, so codes could be guessed
 * without end (26 wrong guesses were never stopped). At most 10 guesses per account and hour now.
 */
const env = testAppPerFile({ RATE_LIMIT_PER_MINUTE: '100000' });

let counter = 0;
async function account(locale: 'en' | 'pl' = 'en') {
  counter++;
  return env.accounts.createAccount({
    email: `recover${counter}@tendero.test`,
    password: 'Stare!Haslo1',
    username: `recover${counter}`,
    firstName: 'Ola',
    lastName: 'Wójcik',
    phone: null,
    role: 'CLIENT',
    status: 'ACTIVE',
    locale,
  });
}

async function askForCode(email: string, address = '10.6.0.1') {
  const asked = await env.app.inject({
    method: 'POST',
    url: '/api/auth/recover',
    remoteAddress: address,
    payload: { email },
  });
  expect(asked.statusCode).toBe(202);
  const result = await env.database.db.execute(
    `select subject, text from mail_messages where "to" = '${email}' order by created_at desc limit 1` as never,
  );
  const mail = (result as unknown as { rows: { subject: string; text: string }[] }).rows[0];
  const code = /^(\d{6})$/m.exec(mail?.text ?? '')?.[1] ?? '';
  expect(code).toMatch(/^\d{6}$/);
  return { code, subject: mail?.subject ?? '' };
}

const confirm = (email: string, code: string, address: string, locale = 'en') =>
  env.app.inject({
    method: 'POST',
    url: '/api/auth/recover/confirm',
    remoteAddress: address,
    headers: { 'accept-language': locale },
    payload: { email, code, password: 'Nowe!Haslo2', passwordRepeat: 'Nowe!Haslo2' },
  });

const wrongFor = (code: string, i: number) => {
  const guess = String((Number(code) + 1 + i) % 1_000_000).padStart(6, '0');
  return guess === code ? String((Number(code) + 500_000) % 1_000_000).padStart(6, '0') : guess;
};

describe('recovery codes', () => {
  it('allow 10 guesses per account and hour across new codes and addresses; then even the right code waits', async () => {
    const user = await account('pl');
    let answered = 0;
    for (let round = 0; round < 2; round++) {
      const { code } = await askForCode(user.email);
      for (let i = 0; i < 5; i++) {
        const response = await confirm(user.email, wrongFor(code, i), `10.6.${round}.${i}`);
        expect(response.statusCode).toBe(400);
        answered++;
      }
    }
    expect(answered).toBe(10);
    const { code } = await askForCode(user.email);
    const refused = await confirm(user.email, code, '10.6.9.9', 'pl');
    expect(refused.statusCode).toBe(429);
    expect(refused.json()).toMatchObject({
      code: 'RATE_LIMITED',
      reason: 'RECOVERY_LOCKED',
      message: 'Zbyt wiele błędnych kodów dla tego konta. Spróbuj ponownie za godzinę.',
    });
    // Retry-After: the rest of the hour that began with the first guess (less what the test took).
    const retryAfter = Number(refused.headers['retry-after']);
    expect(retryAfter).toBeGreaterThan(3000);
    expect(retryAfter).toBeLessThanOrEqual(3600);
    const signIn = await env.app.inject({
      method: 'POST',
      url: '/api/auth/sign-in',
      remoteAddress: '10.6.9.9',
      payload: { username: user.username, password: 'Nowe!Haslo2' },
    });
    expect(signIn.statusCode).toBe(401);
  });

  it('are capped under parallel guesses too', async () => {
    const user = await account();
    const { code } = await askForCode(user.email);
    const answers = await Promise.all(
      Array.from({ length: 26 }, (_, i) => confirm(user.email, wrongFor(code, i), `10.7.0.${i}`)),
    );
    const checked = answers.filter((answer) => answer.statusCode === 400).length;
    expect(checked).toBeLessThanOrEqual(10);
    expect(answers.filter((answer) => answer.statusCode === 429)).toHaveLength(26 - checked);
  });

  it('a right code within the limit works and starts the count again', async () => {
    const user = await account();
    const first = await askForCode(user.email);
    for (let i = 0; i < 4; i++)
      expect((await confirm(user.email, wrongFor(first.code, i), '10.8.0.1')).statusCode).toBe(400);
    expect((await confirm(user.email, first.code, '10.8.0.1')).statusCode).toBe(204);
    const second = await askForCode(user.email);
    for (let i = 0; i < 5; i++)
      expect((await confirm(user.email, wrongFor(second.code, i), '10.8.0.1')).statusCode).toBe(400);
    const third = await askForCode(user.email);
    expect((await confirm(user.email, third.code, '10.8.0.1')).statusCode).toBe(204);
  });

  it.each(['en', 'pl'] as const)('never show the code in the e-mail subject (%s)', async (locale) => {
    const user = await account(locale);
    const { code, subject } = await askForCode(user.email);
    expect(subject).not.toContain(code);
    expect(subject).not.toMatch(/\d{6}/);
    expect(subject).toBe(locale === 'en' ? 'Your Tendero recovery code' : 'Twój kod odzyskiwania Tendero');
  });
});
