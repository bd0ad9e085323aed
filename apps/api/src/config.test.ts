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
  ])('stops on a bad value and names the variable: %j', (env, name) => {
    expect(() => loadConfig(env)).toThrowError(ConfigError);
    expect(() => loadConfig(env)).toThrowError(new RegExp(`${name}:`));
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
});
