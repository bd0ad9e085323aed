import { describe, expect, it } from 'vitest';
import { companyProfileSchema } from './profile';
import { formatNip } from './tax-identity-views';

describe('tax identity views', () => {
  it('write a NIP as Polish directories do, whatever way it was typed', () => {
    for (const nip of ['5260250274', '526-025-02-74', 'PL 526 025 02 74']) expect(formatNip(nip)).toBe('526-025-02-74');
    // Anything that is not ten digits is shown as it is, never half-formatted.
    expect(formatNip('12345')).toBe('12345');
  });

  it('keep the public company answer readable by clients that know nothing of the registry', () => {
    const shape = companyProfileSchema.shape;
    expect(shape.registry.safeParse(undefined).success).toBe(true);
    expect(shape.registry.safeParse({ legalName: 'x' }).success).toBe(false);
  });
});
