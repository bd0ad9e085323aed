import { z } from 'zod';
import { defineEndpoint } from '../shared/endpoint';
import {
  pushDeviceParams,
  pushDeviceSchema,
  pushDevicesSchema,
  pushKeySchema,
  pushSubscriptionInputSchema,
} from './push';

const tags = ['notifications'];

/** Issue 40: Web Push. The server's VAPID key, and a person's devices that receive push notifications. */
export const pushEndpoints = {
  pushKey: defineEndpoint({
    method: 'GET',
    path: '/api/push/key',
    access: 'anyone',
    tags,
    summary: "The VAPID public key a browser subscribes with, or 'not available' when push is not set up",
    answer: pushKeySchema,
  }),
  subscribe: defineEndpoint({
    method: 'POST',
    path: '/api/me/push-subscriptions',
    access: 'signed-in',
    tags,
    summary: "Add this browser's push subscription (PushSubscription.toJSON()) to my devices; again: updated",
    body: pushSubscriptionInputSchema,
    status: 201,
    answer: pushDeviceSchema,
    errors: ['VALIDATION_ERROR', 'SERVICE_UNAVAILABLE'],
  }),
  ownDevices: defineEndpoint({
    method: 'GET',
    path: '/api/me/push-subscriptions',
    access: 'signed-in',
    tags,
    summary: 'My devices that receive push notifications: device, added, last notified',
    answer: pushDevicesSchema,
  }),
  removeDevice: defineEndpoint({
    method: 'DELETE',
    path: '/api/me/push-subscriptions/:id',
    access: 'signed-in',
    tags,
    summary: 'Stop push notifications to one of my devices',
    params: pushDeviceParams,
    status: 204,
    answer: z.null(),
    errors: ['NOT_FOUND'],
  }),
};
