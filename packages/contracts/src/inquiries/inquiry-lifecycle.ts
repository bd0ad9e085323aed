import { z } from 'zod';
import { v } from '../shared/errors';

/** Stored states; 'expired' is read from the end date, so expiry needs no job. */
export const inquiryStates = ['open', 'expired', 'closed'] as const;
export type InquiryState = (typeof inquiryStates)[number];
/** Why a closed inquiry closed: the client chose an offer, or closed it without one. */
export const inquiryOutcomes = ['accepted', 'closed'] as const;
/** Why a client closed an inquiry without choosing an offer; told to every company that offered. */
export const inquiryCloseReasons = ['chosenElsewhere', 'notNeeded', 'budget', 'other'] as const;
export type InquiryCloseReason = (typeof inquiryCloseReasons)[number];
/** POST /orders/{id}/closure: the reason is optional (a call without a body closes with none). */
export const inquiryClosureSchema = z.preprocess(
  (value) => value ?? {},
  z.object({ reason: z.enum(inquiryCloseReasons, v.invalid).optional() }),
);

export const applicationStates = ['pending', 'accepted', 'declined', 'notChosen'] as const;
export type ApplicationState = (typeof applicationStates)[number];

/**
 * The lifecycle of an inquiry, as the table of allowed actions per state (STYLE habit 13). An expired
 * inquiry takes no new offers and no edits, but its client may still extend it (open again), accept an
 * offer already received, close or delete it.
 */
export const inquiryTransitions = {
  open: { edit: 'open', extend: 'open', close: 'closed', accept: 'closed', delete: null, apply: 'open' },
  expired: { extend: 'open', close: 'closed', accept: 'closed', delete: null },
  closed: { delete: null },
} as const satisfies Record<InquiryState, Partial<Record<InquiryAction, InquiryState | null>>>;
export type InquiryAction = 'edit' | 'extend' | 'close' | 'accept' | 'delete' | 'apply';

/** The lifecycle of an application: only a pending one is edited by its rep or decided by the client. */
export const applicationTransitions = {
  pending: { edit: 'pending', accept: 'accepted', decline: 'declined', notChosen: 'notChosen' },
  accepted: {},
  declined: {},
  notChosen: {},
} as const satisfies Record<ApplicationState, Partial<Record<ApplicationAction, ApplicationState>>>;
export type ApplicationAction = 'edit' | 'accept' | 'decline' | 'notChosen';

export function canInquiry(state: InquiryState, action: InquiryAction): boolean {
  return action in inquiryTransitions[state];
}
export function canApplication(state: ApplicationState, action: ApplicationAction): boolean {
  return action in applicationTransitions[state];
}
