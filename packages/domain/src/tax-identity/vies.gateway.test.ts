import { describe, expect, it } from 'vitest';
import { hasVatFormat, splitVatNumber } from './vat-number';
import { createViesClient } from './vies.gateway';

/** A VIES that answers `body` with `status`, recording what it was asked. */
function viesAnswering(status: number, body: unknown) {
  const asked: unknown[] = [];
  const client = createViesClient('https://vies.example/rest-api/', {
    fetch: async (url, init) => {
      asked.push({ url: String(url), body: JSON.parse(String(init?.body)) });
      return new Response(JSON.stringify(body), { status, headers: { 'content-type': 'application/json' } });
    },
  });
  return { client, asked };
}

describe('the VIES adapter', () => {
  it('posts the prefix and the national part to check-vat-number and reads valid, name and address', async () => {
    const { client, asked } = viesAnswering(200, {
      countryCode: 'DE',
      vatNumber: '123456789',
      valid: true,
      name: 'RHEIN DATEN GMBH',
      address: '---',
      requestDate: '2026-12-06T10:00:00.000Z',
    });
    expect(await client.check('DE', '123456789')).toEqual({
      state: 'confirmed',
      name: 'RHEIN DATEN GMBH',
      address: null,
    });
    expect(asked).toEqual([
      { url: 'https://vies.example/rest-api/check-vat-number', body: { countryCode: 'DE', vatNumber: '123456789' } },
    ]);
    expect(await viesAnswering(200, { valid: false, name: '---' }).client.check('DE', '1')).toEqual({
      state: 'invalid',
    });
  });

  it('reads a member state that did not answer, an error status, nonsense or no connection as unreachable', async () => {
    const unreachable = { state: 'unreachable' };
    expect(await viesAnswering(200, { isValid: false, userError: 'MS_UNAVAILABLE' }).client.check('FR', '1')).toEqual(
      unreachable,
    );
    expect(
      await viesAnswering(500, {
        actionSucceed: false,
        errorWrappers: [{ error: 'SERVICE_UNAVAILABLE' }],
      }).client.check('IT', '1'),
    ).toEqual(unreachable);
    expect(await viesAnswering(200, { something: 'else' }).client.check('IT', '1')).toEqual(unreachable);
    // Nothing listens on port 9 of loopback (discard): the connection is refused.
    expect(await createViesClient('http://127.0.0.1:9').check('DE', '123456789')).toEqual(unreachable);
  });
});

describe('EU VAT number formats', () => {
  it('take the number with or without its prefix, Greece as EL, and refuse another country’s', () => {
    expect(splitVatNumber('DE', 'de 123.456.789')).toEqual({ prefix: 'DE', national: '123456789' });
    expect(splitVatNumber('GR', '094259216')).toEqual({ prefix: 'EL', national: '094259216' });
    expect(splitVatNumber('PL', '5260250274')).toBeNull();
    expect(splitVatNumber('CH', 'CHE123')).toBeNull();
    expect(hasVatFormat('DE', '123456789')).toBe(true);
    expect(hasVatFormat('NL', 'NL123456789B01')).toBe(true);
    expect(hasVatFormat('AT', 'ATU12345678')).toBe(true);
    expect(hasVatFormat('DE', 'FR12345678901')).toBe(false);
    expect(hasVatFormat('DE', 'DE12345678')).toBe(false);
    expect(hasVatFormat('PT', 'PT501964843')).toBe(true);
    expect(hasVatFormat('PT', 'PT501964842')).toBe(false);
  });
});
