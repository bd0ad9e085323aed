import { describe, expect, it } from 'vitest';
import { describeUserAgent, deviceHashOf, emailCodeHash, newEmailCode, sameHash } from './device-rules';

describe('device rules', () => {
  it('reads browser, system and kind of device from user agents, nothing from none', () => {
    expect(
      describeUserAgent(
        'Mozilla/5.0 (Windows NT 10.0; Win64; x64) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/120.0.0.0 Safari/537.36',
      ),
    ).toEqual({ browser: 'Chrome 120', system: 'Windows 10', deviceType: 'desktop' });
    expect(
      describeUserAgent(
        'Mozilla/5.0 (iPhone; CPU iPhone OS 17_5 like Mac OS X) AppleWebKit/605.1.15 (KHTML, like Gecko) Version/17.5 Mobile/15E148 Safari/604.1',
      ),
    ).toMatchObject({ browser: 'Safari 17', deviceType: 'mobile' });
    expect(describeUserAgent('')).toEqual({ browser: null, system: null, deviceType: 'other' });
    expect(describeUserAgent('curl/8.5.0').deviceType).toBe('other');
  });

  it('stores device ids and codes only as hashes, codes bound to their account', () => {
    const hash = deviceHashOf({ device: { id: 'a'.repeat(43), presented: true } });
    expect(hash).toMatch(/^[0-9a-f]{64}$/);
    expect(hash).not.toContain('a'.repeat(10));
    expect(deviceHashOf({})).toBeNull();
    const code = newEmailCode();
    expect(code).toMatch(/^\d{6}$/);
    const stored = emailCodeHash('secret', 'user-1', code);
    expect(sameHash(stored, emailCodeHash('secret', 'user-1', code))).toBe(true);
    expect(sameHash(stored, emailCodeHash('secret', 'user-2', code))).toBe(false);
    expect(sameHash(stored, emailCodeHash('other', 'user-1', code))).toBe(false);
  });
});
