import { defineEndpoint } from '../shared/endpoint';
import {
  meetingListSchema,
  meetingParamsSchema,
  meetingPlanSchema,
  meetingRespondSchema,
  meetingSchema,
  meetingsQuerySchema,
  meetingTokenQuerySchema,
  proposeMeetingSchema,
} from './meetings';

const tags = ['meetings'];

/** 1:1 meetings (SPEC §1): a rep or manager invites; the attendee answers by the e-mail's link or signed in. */
export const meetingsEndpoints = {
  propose: defineEndpoint({
    method: 'POST',
    path: '/api/meetings',
    tags,
    summary: 'Invite a chat partner or one of your contacts to a 1:1 meeting (rep, manager); e-mails an .ics',
    body: proposeMeetingSchema,
    status: 201,
    answer: meetingSchema,
    errors: ['NOT_FOUND'],
  }),
  list: defineEndpoint({
    method: 'GET',
    path: '/api/meetings',
    tags,
    summary: 'Meetings between the caller and a person, or with one of their contacts (newest first)',
    query: meetingsQuerySchema,
    answer: meetingListSchema,
  }),
  get: defineEndpoint({
    method: 'GET',
    path: '/api/meetings/:meetingId',
    tags,
    summary: "One meeting: its organizer, its attendee, or whoever holds the invitation's token",
    params: meetingParamsSchema,
    query: meetingTokenQuerySchema,
    answer: meetingSchema,
    errors: ['NOT_FOUND'],
  }),
  respond: defineEndpoint({
    method: 'POST',
    path: '/api/meetings/:meetingId/response',
    tags,
    summary: 'Accept or decline (the attendee signed in, or with the e-mail link token)',
    params: meetingParamsSchema,
    body: meetingRespondSchema,
    answer: meetingSchema,
    errors: ['NOT_FOUND', 'CONFLICT'],
  }),
  change: defineEndpoint({
    method: 'PUT',
    path: '/api/meetings/:meetingId',
    tags,
    summary: 'Change the time or place (organizer): an updated .ics, same UID, SEQUENCE raised',
    params: meetingParamsSchema,
    body: meetingPlanSchema,
    answer: meetingSchema,
    errors: ['NOT_FOUND', 'CONFLICT'],
  }),
  cancel: defineEndpoint({
    method: 'POST',
    path: '/api/meetings/:meetingId/cancel',
    tags,
    summary: 'Cancel (organizer): a METHOD:CANCEL .ics, same UID, SEQUENCE raised',
    params: meetingParamsSchema,
    answer: meetingSchema,
    errors: ['NOT_FOUND', 'CONFLICT'],
  }),
};
