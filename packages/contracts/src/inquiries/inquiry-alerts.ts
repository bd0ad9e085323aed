import { z } from 'zod';
import { catalogSlugSchema } from '../catalog/catalog';

/**
 * Instant new-inquiry alerts (issue 40): what a company wants to hear about (its manager sets the team's
 * default, from the profile until then) and each person's own narrowing or switch. The alert itself goes
 * through the person's channels of the `inquiries` notification kind (e-mail and/or push).
 */

/** At most this many services or cities in a scope (the catalogue has more, nobody picks them all). */
export const inquiryAlertListMax = 60;

const slugList = z.array(catalogSlugSchema).max(inquiryAlertListMax, 'validation.invalid');

/** The company's scope: services asked for, and cities (or anywhere). Inquiries without a city always match. */
export const inquiryAlertScopeSchema = z.object({
  services: slugList.min(1, 'inquiryAlerts.validation.servicesRequired'),
  anywhere: z.boolean(),
  cities: slugList,
});
export type InquiryAlertScope = z.infer<typeof inquiryAlertScopeSchema>;

/** PUT (manager): the team's default scope, and whether people who never chose get instant alerts. */
export const inquiryAlertTeamSchema = inquiryAlertScopeSchema
  .extend({ teamOn: z.boolean() })
  .refine((value) => value.anywhere || value.cities.length > 0, {
    message: 'inquiryAlerts.validation.citiesRequired',
    path: ['cities'],
  });
export type InquiryAlertTeamInput = z.input<typeof inquiryAlertTeamSchema>;

/** A person's choice: the team's default, always on, or off. */
export const inquiryAlertSwitches = ['team', 'on', 'off'] as const;
export type InquiryAlertSwitch = (typeof inquiryAlertSwitches)[number];

/**
 * PUT (the person): on/off, and a narrowing to some of the company's services and cities (null: all the
 * company's). The server refuses a service or city outside the company's scope.
 */
export const inquiryAlertChoiceSchema = z.object({
  alerts: z.enum(inquiryAlertSwitches),
  services: slugList.min(1, 'inquiryAlerts.validation.servicesRequired').nullable(),
  cities: slugList.min(1, 'inquiryAlerts.validation.citiesRequired').nullable(),
});
export type InquiryAlertChoiceInput = z.input<typeof inquiryAlertChoiceSchema>;

/** What the settings page reads: the team's scope, the person's choice, and what they get now. */
export const inquiryAlertSettingsSchema = z.object({
  companyId: z.uuid(),
  /** The team's scope; `fromProfile`: the manager never chose, so the profile's services and city stand. */
  team: inquiryAlertScopeSchema.extend({ teamOn: z.boolean(), fromProfile: z.boolean() }),
  /** The company profile's services and city (what "from the profile" means). */
  profile: z.object({ services: z.array(z.string()), city: z.string().nullable() }),
  me: inquiryAlertChoiceSchema.extend({
    /** Whether the person gets instant alerts with their choice and the team's default. */
    active: z.boolean(),
  }),
  /** Only the manager changes the team's default. */
  mayEditTeam: z.boolean(),
});
export type InquiryAlertSettings = z.infer<typeof inquiryAlertSettingsSchema>;
