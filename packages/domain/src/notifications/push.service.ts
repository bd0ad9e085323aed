import type { Agent } from 'node:https';
import { bindOperation as bind } from '../shared/bind-operation';
import type { DomainContext } from '../shared/context';
import { listPushDevices, pushKey, removePushDevice, subscribePush } from './operations/push-devices';
import { createSendPushHandler } from './operations/send-push';
import type { PushSettings } from './push-settings';

/**
 * Web Push (issue 40): the VAPID key for browsers, a person's devices (subscribe, list, remove) and the
 * `notifications.send-push` job's handler. `notify()` decides who gets a push; this sends it.
 */
export function createPush(base: DomainContext, settings: PushSettings, options: { agent?: Agent } = {}) {
  const ctx = { ...base, push: settings };
  return {
    key: bind(ctx, pushKey),
    subscribe: bind(ctx, subscribePush),
    devices: bind(ctx, listPushDevices),
    removeDevice: bind(ctx, removePushDevice),
    /** The job handler, for the worker of the process. */
    sendHandler: createSendPushHandler(base, settings, options),
  };
}
export type Push = ReturnType<typeof createPush>;
