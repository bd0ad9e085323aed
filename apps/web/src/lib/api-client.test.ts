import { describe, expect, it } from 'vitest';
import { ApiError, describeApiError, setApiErrorCodeText } from './api-client';

const envelope = (code: 'FORBIDDEN' | 'UNAUTHORIZED_ERROR' | 'RATE_LIMITED', message: string) => ({ code, message });

describe('which failed calls end the session (SPEC §8)', () => {
  it.each([401, 419, 440])('HTTP %i: the session is gone, the page logs out', (status) => {
    expect(new ApiError(status, null).logsOut).toBe(true);
  });

  it('the code UNAUTHORIZED_ERROR logs out whatever the status', () => {
    expect(new ApiError(400, envelope('UNAUTHORIZED_ERROR', 'Unauthorized')).logsOut).toBe(true);
  });

  it.each([
    [403, envelope('FORBIDDEN', 'Only clients can post inquiries')],
    [403, null],
    [429, envelope('RATE_LIMITED', 'Too many requests')],
    [400, null],
    [500, null],
    [0, null],
  ])('HTTP %i refuses one action and keeps the user signed in', (status, body) => {
    expect(new ApiError(status, body).logsOut).toBe(false);
  });
});

describe('the toast text of a failed call', () => {
  it('is the server message of a refusal', () => {
    const refusal = new ApiError(403, envelope('FORBIDDEN', 'Only clients can post inquiries'));
    expect(describeApiError(refusal, 'network')).toBe('Only clients can post inquiries');
  });

  it('says what the status means when the answer had no envelope, in the page language', () => {
    setApiErrorCodeText((code) => `pl:${code}`);
    try {
      expect(describeApiError(new ApiError(429, null), 'network')).toBe('pl:RATE_LIMITED');
      expect(describeApiError(new ApiError(502, null), 'network')).toBe('pl:INTERNAL_ERROR');
      expect(describeApiError(new ApiError(0, null), 'network')).toBe('network');
    } finally {
      setApiErrorCodeText(null);
    }
  });
});
