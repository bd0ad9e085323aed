import { beforeEach, describe, expect, it, vi } from 'vitest';

const toastError = vi.fn();
vi.mock('./toast', () => ({ toast: { error: (...args: unknown[]) => toastError(...args) } }));

const { ApiError } = await import('./api-client');
const { reportApiError } = await import('./form-errors');

describe('a failed save says each thing once', () => {
  beforeEach(() => toastError.mockReset());

  it('puts a field error on its field only, not again as toast title and bullet', () => {
    const setError = vi.fn();
    const message = 'An account with the given email address already exists';
    const error = new ApiError(409, { code: 'CONFLICT', message, fieldErrors: [{ path: 'email', message }] });
    reportApiError(error, { values: { email: 'a@b.pl', username: 'a' }, setError, networkMessage: 'network' });
    expect(setError).toHaveBeenCalledTimes(1);
    expect(setError).toHaveBeenCalledWith('email', { message }, { shouldFocus: true });
    expect(toastError).not.toHaveBeenCalled();
  });

  it('keeps the summary in the toast and lists only what no field shows', () => {
    const setError = vi.fn();
    const error = new ApiError(400, {
      code: 'VALIDATION_ERROR',
      message: 'Some fields need correcting.',
      fieldErrors: [
        { path: 'email', message: 'Enter a valid e-mail address' },
        { path: 'captcha', message: 'Try again' },
      ],
    });
    reportApiError(error, { values: { email: 'x' }, setError, networkMessage: 'network' });
    expect(setError).toHaveBeenCalledTimes(1);
    expect(toastError).toHaveBeenCalledWith('Some fields need correcting.\n• Try again', {
      className: 'whitespace-pre-line',
    });
  });

  it('shows a refusal without fields as its message', () => {
    const error = new ApiError(403, { code: 'FORBIDDEN', message: 'Only clients can post inquiries' });
    reportApiError(error, { values: {}, setError: vi.fn(), networkMessage: 'network' });
    expect(toastError).toHaveBeenCalledWith('Only clients can post inquiries', { className: 'whitespace-pre-line' });
  });
});
