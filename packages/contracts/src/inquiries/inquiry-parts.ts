import { z } from 'zod';
import { currencies } from '../companies/profile';
import { v } from '../shared/errors';

/** Pieces the inquiry schemas share (not exported from the contracts). */
export const emptyToUndefined = (value: unknown) => (value === '' || value === null ? undefined : value);
export const budgetSchema = z.object({
  min: z.number().nullable(),
  max: z.number().nullable(),
  currency: z.enum(currencies),
});
export const personSchema = z.object({ id: z.string(), name: z.string(), image: z.string().nullable() });
/** An amount of money, optional (an empty field is none). */
export const optionalAmount = z.preprocess(
  emptyToUndefined,
  z.coerce.number().int().min(1, v.invalid).max(100_000_000, v.invalid).optional(),
);
