import { describe, expect, it } from 'vitest';
import { ratingFill } from './rating-stars';

describe('ratingFill', () => {
  it('fills whole stars with their gaps, then part of the next star', () => {
    // Five 20-wide stars with a 2-wide gap after each but the last: 108 wide in all.
    expect(ratingFill(0)).toBe(0);
    expect(ratingFill(1)).toBeCloseTo((22 / 108) * 100);
    expect(ratingFill(4)).toBeCloseTo((88 / 108) * 100);
    expect(ratingFill(4.5)).toBeCloseTo((98 / 108) * 100);
    expect(ratingFill(5)).toBe(100);
  });

  it('keeps a value out of range inside the row', () => {
    expect(ratingFill(-1)).toBe(0);
    expect(ratingFill(7)).toBe(100);
  });
});
