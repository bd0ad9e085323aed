import { describe, expect, it } from 'vitest';
import { ConfigError, loadConfig } from './config';

const base = { SESSION_SECRET: 's'.repeat(32) };

/** The KSeF settings (issue 38): all three or none; a wrong one stops the start naming it. */
describe('KSeF settings', () => {
  it('are off without KSEF_URL and KSEF_TOKEN, even with the seller’s NIP (invoices then wait)', () => {
    expect(loadConfig(base).ksef).toBeNull();
    expect(loadConfig({ ...base, SELLER_NIP: '1234563218' }).ksef).toBeNull();
  });

  it('turn KSeF on with all three, the URL without its trailing slash and the NIP as digits', () => {
    const config = loadConfig({
      ...base,
      KSEF_URL: 'https://api-test.ksef.mf.gov.pl/v2/',
      KSEF_TOKEN: 'token-of-the-seller',
      SELLER_NIP: '123-456-32-18',
    });
    expect(config.ksef).toEqual({
      url: 'https://api-test.ksef.mf.gov.pl/v2',
      token: 'token-of-the-seller',
      sellerNip: '1234563218',
    });
  });

  it.each([
    [{ KSEF_URL: 'https://api-test.ksef.mf.gov.pl/v2' }, ['KSEF_TOKEN', 'SELLER_NIP']],
    [{ KSEF_TOKEN: 'token', SELLER_NIP: '1234563218' }, ['KSEF_URL']],
    [{ KSEF_URL: 'ftp://ksef', KSEF_TOKEN: 'token', SELLER_NIP: '1234563218' }, ['KSEF_URL']],
    [{ KSEF_URL: 'https://ksef', KSEF_TOKEN: 'token', SELLER_NIP: '1234563219' }, ['SELLER_NIP']],
  ])('refuse %j, naming %j', (env, names) => {
    let error: unknown;
    try {
      loadConfig({ ...base, ...env });
    } catch (caught) {
      error = caught;
    }
    expect(error).toBeInstanceOf(ConfigError);
    const problems = (error as ConfigError).problems.join('\n');
    for (const name of names) expect(problems).toContain(name);
  });
});
