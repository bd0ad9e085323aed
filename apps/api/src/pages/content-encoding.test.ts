import { describe, expect, it } from 'vitest';
import { chooseEncoding } from './content-encoding';

describe('chooseEncoding', () => {
  const both = ['br', 'gzip'] as const;

  it('takes the server’s first choice among those the browser takes', () => {
    expect(chooseEncoding('gzip, deflate, br, zstd', both)).toBe('br');
    expect(chooseEncoding('gzip, deflate', both)).toBe('gzip');
    expect(chooseEncoding('GZIP', ['gzip'])).toBe('gzip');
    expect(chooseEncoding(['gzip', 'br'], both)).toBe('br');
  });

  it('gives the body as it is when nothing offered is taken', () => {
    expect(chooseEncoding(undefined, both)).toBeUndefined();
    expect(chooseEncoding('', both)).toBeUndefined();
    expect(chooseEncoding('identity', both)).toBeUndefined();
    expect(chooseEncoding('br', ['gzip'])).toBeUndefined();
  });

  it('honours q=0 as a refusal, and * for encodings not named', () => {
    expect(chooseEncoding('br;q=0, gzip', both)).toBe('gzip');
    expect(chooseEncoding('gzip;q=0', ['gzip'])).toBeUndefined();
    expect(chooseEncoding('br;q=0.0, gzip;q=0', both)).toBeUndefined();
    expect(chooseEncoding('*', both)).toBe('br');
    expect(chooseEncoding('*;q=0.5, br;q=0', both)).toBe('gzip');
    expect(chooseEncoding('gzip;q=0, *', ['gzip'])).toBeUndefined();
  });
});
