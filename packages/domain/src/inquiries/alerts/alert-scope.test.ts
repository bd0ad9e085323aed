import { describe, expect, it } from 'vitest';
import { alertsActive, inScope, personScope, teamScope } from './alert-scope';

describe('alert scopes', () => {
  const profile = { services: ['bookkeeping', 'payroll'], city: 'warszawa' };

  it("takes the profile's services and city until the manager chooses; no city means anywhere", () => {
    expect(teamScope(profile, null)).toEqual({
      services: ['bookkeeping', 'payroll'],
      anywhere: false,
      cities: ['warszawa'],
    });
    expect(teamScope({ ...profile, city: null }, null)).toMatchObject({ anywhere: true, cities: [] });
    expect(teamScope(profile, { services: ['payroll'], cities: ['krakow'], anywhere: true })).toEqual({
      services: ['payroll'],
      anywhere: true,
      cities: [],
    });
  });

  it("keeps a person's narrowing inside the team's scope", () => {
    const team = { services: ['bookkeeping', 'payroll'], anywhere: false, cities: ['warszawa', 'krakow'] };
    expect(personScope(team, { services: null, cities: null })).toEqual(team);
    // A service or city the manager dropped since is dropped from the person's too.
    expect(personScope(team, { services: ['payroll', 'audit'], cities: ['krakow', 'gdansk'] })).toEqual({
      services: ['payroll'],
      anywhere: false,
      cities: ['krakow'],
    });
    expect(personScope({ ...team, anywhere: true, cities: [] }, { services: null, cities: ['gdansk'] })).toEqual({
      services: ['bookkeeping', 'payroll'],
      anywhere: false,
      cities: ['gdansk'],
    });
  });

  it('matches a shared service in a city taken; an inquiry without a city matches any place', () => {
    const scope = { services: ['payroll'], anywhere: false, cities: ['krakow'] };
    expect(inScope(scope, { services: ['payroll', 'audit'], city: 'krakow' })).toBe(true);
    expect(inScope(scope, { services: ['payroll'], city: 'gdansk' })).toBe(false);
    expect(inScope(scope, { services: ['payroll'], city: null })).toBe(true);
    expect(inScope(scope, { services: ['audit'], city: null })).toBe(false);
    expect(inScope({ ...scope, anywhere: true }, { services: ['payroll'], city: 'gdansk' })).toBe(true);
  });

  it("follows a person's switch, else the team's default for those who answer inquiries", () => {
    const rep = { role: 'SALES_REP', answersInquiries: false };
    const manager = { role: 'MANAGER', answersInquiries: false };
    expect(alertsActive({ ...rep, alerts: null }, true)).toBe(true);
    expect(alertsActive({ ...rep, alerts: 'team' }, false)).toBe(false);
    expect(alertsActive({ ...rep, alerts: 'on' }, false)).toBe(true);
    expect(alertsActive({ ...rep, alerts: 'off' }, true)).toBe(false);
    expect(alertsActive({ ...manager, alerts: 'team' }, true)).toBe(false);
    expect(alertsActive({ ...manager, answersInquiries: true, alerts: 'team' }, true)).toBe(true);
    expect(alertsActive({ ...manager, alerts: 'on' }, true)).toBe(true);
  });
});
