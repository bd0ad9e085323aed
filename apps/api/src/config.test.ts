import { describe, expect, it } from 'vitest';
import { ConfigError, loadConfig } from './config';

describe('configuration', () => {
  it('defaults to demo mode on embedded PGlite under ./data, port 3000', () => {
    const config = loadConfig({ SESSION_SECRET: 's'.repeat(32) }, '/srv/tendero');
    expect(config.mode).toBe('demo');
    expect(config.port).toBe(3000);
    expect(config.dataDir).toBe('/srv/tendero/data');
    expect(config.database).toEqual({ kind: 'pglite', dataDir: '/srv/tendero/data' });
    expect(config.publicUrl).toBe('http://localhost:3000');
    // Passwords are hashed with Better Auth's scrypt: only the API tests' testConfig() hands a cheaper hasher.
    expect(config.passwordHasher).toBeUndefined();
  });

  it('honours PORT, DATA_DIR and DATABASE_URL', () => {
    const config = loadConfig(
      {
        PORT: '4100',
        DATA_DIR: '/var/lib/tendero',
        DATABASE_URL: 'postgres://u@db/tendero',
        SESSION_SECRET: 's'.repeat(32),
      },
      '/srv',
    );
    expect(config.port).toBe(4100);
    expect(config.dataDir).toBe('/var/lib/tendero');
    expect(config.database).toEqual({ kind: 'postgres', url: 'postgres://u@db/tendero' });
  });

  it.each([
    [{ PORT: 'eighty' }, 'PORT'],
    [{ APP_MODE: 'staging' }, 'APP_MODE'],
    [{ DATABASE_URL: 'mysql://x' }, 'DATABASE_URL'],
    [{ SMTP_URL: 'http://mail' }, 'SMTP_URL'],
    [{ SESSION_SECRET: 'short' }, 'SESSION_SECRET'],
    [{ S3_ENDPOINT: 'ftp://minio' }, 'S3_ENDPOINT'],
    [{ S3_BUCKET: 'Bad_Bucket' }, 'S3_BUCKET'],
    [{ S3_FORCE_PATH_STYLE: 'perhaps' }, 'S3_FORCE_PATH_STYLE'],
  ])('stops on a bad value and names the variable: %j', (env, name) => {
    expect(() => loadConfig(env)).toThrowError(ConfigError);
    expect(() => loadConfig(env)).toThrowError(new RegExp(`${name}:`));
  });

  describe('Premium prices in złoty', () => {
    const stripe = {
      SESSION_SECRET: 's'.repeat(32),
      STRIPE_SECRET_KEY: 'sk_test_x',
      STRIPE_WEBHOOK_SECRET: 'whsec_x',
      STRIPE_PRICE_MONTHLY: 'price_m',
      STRIPE_PRICE_YEARLY: 'price_y',
    };
    it('sells in euro only without the złoty prices; the net złoty amounts default to 209 zł and 2 129 zł', () => {
      const config = loadConfig(stripe);
      expect(config.stripe?.plnPrices).toBeUndefined();
      expect(config.billing.netPln).toEqual({ monthly: 20900, yearly: 212900 });
    });
    it('takes both złoty prices and the amounts they hold', () => {
      const config = loadConfig({
        ...stripe,
        STRIPE_PRICE_MONTHLY_PLN: 'price_m_pln',
        STRIPE_PRICE_YEARLY_PLN: 'price_y_pln',
        PREMIUM_NET_PLN_MONTHLY: '21900',
        PREMIUM_NET_PLN_YEARLY: '219000',
      });
      expect(config.stripe?.plnPrices).toEqual({ monthly: 'price_m_pln', yearly: 'price_y_pln' });
      expect(config.billing.netPln).toEqual({ monthly: 21900, yearly: 219000 });
    });
    it('stops on one złoty price without the other, or on one without the Stripe keys', () => {
      expect(() => loadConfig({ ...stripe, STRIPE_PRICE_MONTHLY_PLN: 'price_m_pln' })).toThrowError(
        /STRIPE_PRICE_YEARLY_PLN: required with STRIPE_PRICE_MONTHLY_PLN/,
      );
      expect(() =>
        loadConfig({ SESSION_SECRET: 's'.repeat(32), STRIPE_PRICE_MONTHLY_PLN: 'a', STRIPE_PRICE_YEARLY_PLN: 'b' }),
      ).toThrowError(/STRIPE_SECRET_KEY: required/);
      expect(() => loadConfig({ ...stripe, PREMIUM_NET_PLN_YEARLY: 'dużo' })).toThrowError(/PREMIUM_NET_PLN_YEARLY:/);
    });
  });

  it('turns /metrics on only with a METRICS_TOKEN of 16 characters or more', () => {
    const secret = { SESSION_SECRET: 's'.repeat(32) };
    expect(loadConfig(secret).metricsToken).toBeNull();
    expect(loadConfig({ ...secret, METRICS_TOKEN: ` ${'t'.repeat(16)} ` }).metricsToken).toBe('t'.repeat(16));
    expect(() => loadConfig({ ...secret, METRICS_TOKEN: 'short' })).toThrow(/METRICS_TOKEN/);
  });

  it('refuses production without a session secret and an SMTP setting', () => {
    try {
      loadConfig({ APP_MODE: 'production' });
      expect.unreachable();
    } catch (error) {
      expect(error).toBeInstanceOf(ConfigError);
      expect((error as ConfigError).problems.map((p) => p.split(':')[0])).toEqual(['SESSION_SECRET', 'SMTP_URL']);
    }
    const config = loadConfig({ APP_MODE: 'production', SESSION_SECRET: 'p'.repeat(48), SMTP_URL: 'smtp://mail:25' });
    expect(config.mode).toBe('production');
  });

  describe('S3-compatible storage', () => {
    const s3 = {
      S3_ENDPOINT: 'https://s3.eu-central-1.amazonaws.com',
      S3_BUCKET: 'tendero-uploads',
      S3_ACCESS_KEY_ID: 'AKIAEXAMPLE',
      S3_SECRET_ACCESS_KEY: 'example-secret',
    };

    it('is off without S3 settings (uploads stay under DATA_DIR/uploads)', () => {
      expect(loadConfig({ SESSION_SECRET: 's'.repeat(32) }).s3).toBeNull();
      expect(loadConfig({ SESSION_SECRET: 's'.repeat(32), S3_BUCKET: '', S3_ENDPOINT: ' ' }).s3).toBeNull();
    });

    it('is on with complete settings, region us-east-1 and path-style by default', () => {
      expect(loadConfig({ SESSION_SECRET: 's'.repeat(32), ...s3 }).s3).toEqual({
        endpoint: 'https://s3.eu-central-1.amazonaws.com',
        bucket: 'tendero-uploads',
        region: 'us-east-1',
        accessKeyId: 'AKIAEXAMPLE',
        secretAccessKey: 'example-secret',
        forcePathStyle: true,
      });
      const config = loadConfig({
        SESSION_SECRET: 's'.repeat(32),
        ...s3,
        S3_REGION: 'eu-central-1',
        S3_FORCE_PATH_STYLE: 'false',
      });
      expect(config.s3).toMatchObject({ region: 'eu-central-1', forcePathStyle: false });
    });

    it.each([
      [{ S3_BUCKET: 'tendero-uploads' }, ['S3_ENDPOINT', 'S3_ACCESS_KEY_ID', 'S3_SECRET_ACCESS_KEY']],
      [{ ...s3, S3_SECRET_ACCESS_KEY: '' }, ['S3_SECRET_ACCESS_KEY']],
      [{ S3_REGION: 'eu-central-1' }, ['S3_ENDPOINT', 'S3_BUCKET', 'S3_ACCESS_KEY_ID', 'S3_SECRET_ACCESS_KEY']],
    ])('refuses partial settings %j and names what is missing', (env, missing) => {
      try {
        loadConfig({ SESSION_SECRET: 's'.repeat(32), ...env });
        expect.unreachable();
      } catch (error) {
        expect(error).toBeInstanceOf(ConfigError);
        expect((error as ConfigError).problems.map((p) => p.split(':')[0])).toEqual(missing);
        expect((error as ConfigError).message).not.toContain('example-secret');
      }
    });
  });
});
