import { z } from 'zod';

/**
 * The EU's VIES service (VAT Information Exchange System), REST API: `POST {VIES_URL}/check-vat-number`
 * with `{ countryCode, vatNumber }` (the prefix, e.g. DE or EL, and the national part) answers
 * `{ valid, name, address, requestDate, … }`; a member state's register that does not answer comes back
 * as an error status or as `errorWrappers` / a `userError` such as MS_UNAVAILABLE. Tests use a loopback
 * stand-in speaking the same endpoint (apps/api/src/test/vies-stand-in.ts).
 */
export type ViesAnswer =
  | { state: 'confirmed'; name: string | null; address: string | null }
  | { state: 'invalid' }
  /** VIES, or the member state's register behind it, did not answer: the number stays "format checked". */
  | { state: 'unreachable' };

export type ViesClient = { check(countryCode: string, vatNumber: string): Promise<ViesAnswer> };

const answerSchema = z.object({
  valid: z.boolean().optional(),
  /** The GET variant of the same API names it `isValid`. */
  isValid: z.boolean().optional(),
  name: z.string().nullish(),
  address: z.string().nullish(),
  userError: z.string().nullish(),
  errorWrappers: z.array(z.unknown()).nullish(),
  actionSucceed: z.boolean().nullish(),
});

/** VIES writes "---" where a member state does not give a name or address. */
function shown(text: string | null | undefined): string | null {
  const trimmed = text?.trim() ?? '';
  return trimmed === '' || /^-+$/.test(trimmed) ? null : trimmed;
}

export function createViesClient(
  baseUrl: string,
  options: { timeoutMs?: number; fetch?: typeof fetch } = {},
): ViesClient {
  const url = `${baseUrl.replace(/\/$/, '')}/check-vat-number`;
  const send = options.fetch ?? fetch;
  const timeoutMs = options.timeoutMs ?? 10_000;
  return {
    async check(countryCode, vatNumber) {
      try {
        const response = await send(url, {
          method: 'POST',
          headers: { 'content-type': 'application/json', accept: 'application/json' },
          body: JSON.stringify({ countryCode, vatNumber }),
          signal: AbortSignal.timeout(timeoutMs),
        });
        if (!response.ok) return { state: 'unreachable' };
        const parsed = answerSchema.safeParse(await response.json());
        if (!parsed.success) return { state: 'unreachable' };
        const answer = parsed.data;
        const failed =
          answer.actionSucceed === false ||
          (answer.errorWrappers?.length ?? 0) > 0 ||
          (answer.userError != null && answer.userError !== 'VALID' && answer.userError !== 'INVALID');
        const valid = answer.valid ?? answer.isValid;
        if (failed || valid === undefined) return { state: 'unreachable' };
        return valid
          ? { state: 'confirmed', name: shown(answer.name), address: shown(answer.address) }
          : { state: 'invalid' };
      } catch {
        return { state: 'unreachable' };
      }
    },
  };
}
