import { describe, expect, it } from 'vitest';
import { offersChatWithRep } from './chat-offer';

describe("'Start chat' on a rep's profile (no action the role cannot take)", () => {
  const rep = { companyId: 'nordwind' };
  it.each([
    ['an anonymous visitor (asked to sign in)', null, true],
    ['a client', { role: 'CLIENT' as const, companyId: null }, true],
    ["the rep's own manager", { role: 'MANAGER' as const, companyId: 'nordwind' }, true],
    ["another company's manager", { role: 'MANAGER' as const, companyId: 'other' }, false],
    ["another company's rep", { role: 'SALES_REP' as const, companyId: 'other' }, false],
    ['a colleague rep', { role: 'SALES_REP' as const, companyId: 'nordwind' }, false],
    ['an admin', { role: 'ADMIN' as const, companyId: null }, false],
  ])('%s: %s', (_who, viewer, offered) => {
    expect(offersChatWithRep(viewer, rep)).toBe(offered);
  });
});
