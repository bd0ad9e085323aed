import { beforeEach, describe, expect, it } from 'vitest';
import { signedInUser, testAppPerFile } from '../../test/test-app';

/**
 * The anonymous support form made Tendero e-mail any address with the
 * sender's text and links (a phishing relay). The visitor's words now reach only the support inbox and,
 * for a signed-in user, the account's own address.
 */
const env = testAppPerFile();
type Mail = { to: string; subject: string; text: string };

const lure = {
  name: 'Tendero Security Team: verify at http://evil.example/login',
  email: 'victim@firma.pl',
  topic: 'account',
  message: 'Your account will be closed today. Sign in at http://evil.example/login to keep it.',
};

async function mailbox(): Promise<Mail[]> {
  return (await env.app.inject('/api/dev/mailbox')).json().messages;
}

function send(payload: typeof lure, options: { ip: string; headers?: Record<string, string> }) {
  return env.app.inject({
    method: 'POST',
    url: '/api/support/requests',
    payload,
    headers: options.headers,
    remoteAddress: options.ip,
  });
}

describe('the support form is no relay', () => {
  beforeEach(async () => {
    await env.database.db.execute('delete from mail_messages' as never);
    await env.database.db.execute('delete from support_requests' as never);
  });

  it('sends an address given without signing in a notice that quotes nothing the visitor typed', async () => {
    const response = await send(lure, { ip: '10.1.0.1', headers: { 'accept-language': 'en' } });
    expect(response.statusCode).toBe(201);
    expect(response.json().confirmation).toBe('notice');

    const mails = await mailbox();
    const inbox = mails.find((mail) => mail.to === 'support@tendero.app');
    expect(inbox?.text).toContain(lure.message);
    expect(inbox?.text).toContain('not confirmed');

    const toVictim = mails.filter((mail) => mail.to === lure.email);
    expect(toVictim).toHaveLength(1);
    const notice = `${toVictim[0]?.subject}\n${toVictim[0]?.text}`;
    expect(notice).toContain('We received a message for Tendero support');
    expect(notice).not.toContain('evil.example');
    expect(notice).not.toContain('Security Team');
    expect(notice).not.toContain('closed today');
  });

  it('sends one address at most one notice a day, whoever writes and however the address is spelled', async () => {
    expect((await send(lure, { ip: '10.1.0.2' })).json().confirmation).toBe('notice');
    const again = await send({ ...lure, email: 'Victim@Firma.pl' }, { ip: '10.1.0.3' });
    expect(again.statusCode).toBe(201);
    expect(again.json().confirmation).toBe('none');
    const toVictim = (await mailbox()).filter((mail) => mail.to.toLowerCase() === lure.email);
    expect(toVictim).toHaveLength(1);
    // Both requests still reach support.
    expect((await mailbox()).filter((mail) => mail.to === 'support@tendero.app')).toHaveLength(2);
  });

  it("sends a signed-in user's copy of the message to the account's own address only", async () => {
    const user = await signedInUser(env.app, env.accounts, { role: 'CLIENT', prefix: 'asker' });
    const response = await send(
      { ...lure, name: 'Jan', message: 'How do I change my e-mail address? I use victim@firma.pl now.' },
      { ip: '10.1.0.4', headers: user.auth },
    );
    expect(response.statusCode).toBe(201);
    expect(response.json().confirmation).toBe('copy');
    const mails = await mailbox();
    expect(mails.filter((mail) => mail.to === lure.email)).toEqual([]);
    const copy = mails.find((mail) => mail.to === user.user.email);
    expect(copy?.text).toContain('How do I change my e-mail address?');
    const inbox = mails.find((mail) => mail.to === 'support@tendero.app');
    expect(inbox?.text).toContain(`signed in to the account ${user.user.email}`);
  });

  it('says so in Polish too', async () => {
    await send(lure, { ip: '10.1.0.5', headers: { 'accept-language': 'pl' } });
    const notice = (await mailbox()).find((mail) => mail.to === lure.email);
    expect(notice?.subject).toBe('Twoja wiadomość do wsparcia Tendero');
    expect(notice?.text).toContain('Otrzymaliśmy wiadomość do wsparcia Tendero');
    expect(notice?.text).not.toContain('evil.example');
  });
});
