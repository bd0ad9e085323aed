import { describe, expect, it } from 'vitest';
import { redactUrl } from './app';

describe('request logs', () => {
  it('never keep tokens, codes or e-mails from URLs', () => {
    expect(redactUrl('/pl/activate-account?token=eyJabc.def&x=1')).toBe('/pl/activate-account?token=[redacted]&x=1');
    expect(redactUrl('/en/recover/confirm?email=jan%40firma.pl')).toBe('/en/recover/confirm?email=[redacted]');
    expect(redactUrl('/en/about')).toBe('/en/about');
  });
});
