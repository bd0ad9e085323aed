import type { InquiryAlertSwitch } from '@tendero/contracts';

/** What a company or a person hears about: services, and cities (`anywhere`: every city). */
export type AlertScope = { services: string[]; anywhere: boolean; cities: string[] };

/** The team's scope: the manager's choice, or the profile (its services; its city, or anywhere without one). */
export function teamScope(
  profile: { services: string[]; city: string | null },
  chosen: { services: string[]; cities: string[]; anywhere: boolean } | null,
): AlertScope {
  if (chosen)
    return { services: chosen.services, anywhere: chosen.anywhere, cities: chosen.anywhere ? [] : chosen.cities };
  return profile.city
    ? { services: profile.services, anywhere: false, cities: [profile.city] }
    : { services: profile.services, anywhere: true, cities: [] };
}

/** A person's scope: their narrowing kept inside the team's (a service the manager dropped is dropped). */
export function personScope(team: AlertScope, own: { services: string[] | null; cities: string[] | null }): AlertScope {
  const services = own.services ? own.services.filter((slug) => team.services.includes(slug)) : team.services;
  if (!own.cities) return { services, anywhere: team.anywhere, cities: team.cities };
  return {
    services,
    anywhere: false,
    cities: team.anywhere ? own.cities : own.cities.filter((slug) => team.cities.includes(slug)),
  };
}

/** Whether an inquiry falls in a scope: a shared service, and its city taken (no city: any place will do). */
export function inScope(scope: AlertScope, inquiry: { services: string[]; city: string | null }): boolean {
  if (!inquiry.services.some((slug) => scope.services.includes(slug))) return false;
  return inquiry.city === null || scope.anywhere || scope.cities.includes(inquiry.city);
}

/**
 * Whether a person gets instant alerts: their own switch, else the team's default for those who answer
 * inquiries (sales reps, and a manager who answers them himself; another manager only when they turn it on).
 */
export function alertsActive(
  person: { role: string; answersInquiries: boolean; alerts: InquiryAlertSwitch | null },
  teamOn: boolean,
): boolean {
  if (person.alerts === 'on') return true;
  if (person.alerts === 'off') return false;
  return teamOn && (person.role === 'SALES_REP' || person.answersInquiries);
}
