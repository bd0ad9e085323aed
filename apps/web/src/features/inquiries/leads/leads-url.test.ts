import { describe, expect, it } from 'vitest';
import { readLeadsUrl } from './leads-url';

describe('readLeadsUrl', () => {
  it('reads a known state and the offers tab', () => {
    expect(readLeadsUrl({ state: 'won', view: 'offers' })).toEqual({ state: 'won', view: 'offers' });
  });

  it('reads anything else as no filter on the leads tab', () => {
    expect(readLeadsUrl({ state: 'maybe', view: 'other' })).toEqual({ state: null, view: 'leads' });
    expect(readLeadsUrl({})).toEqual({ state: null, view: 'leads' });
  });
});
