import {
  type NotificationChannels,
  type NotificationKind,
  type NotificationSettings,
  type NotificationSettingsInput,
  notificationKinds,
} from '@tendero/contracts';
import { withTransaction } from '@tendero/db';
import type { DomainContext } from '../../shared/context';
import { findPreferences, savePreferences } from '../preferences.repository';
import { getNotificationSettings } from './get-notification-settings';

/**
 * Changes some of a person's switches (the settings page, the API): each kind named takes the channels
 * given, a channel left out keeps its value, kinds left out are untouched. Answers the settings after.
 */
export async function saveNotificationSettings(
  ctx: DomainContext,
  userId: string,
  input: NotificationSettingsInput,
): Promise<NotificationSettings> {
  await withTransaction(ctx.db, async (tx) => {
    const current = await findPreferences(tx, userId);
    const changes: Partial<Record<NotificationKind, NotificationChannels>> = {};
    for (const kind of notificationKinds) {
      const change = input[kind];
      if (!change) continue;
      changes[kind] = { email: change.email ?? current[kind].email, push: change.push ?? current[kind].push };
    }
    await savePreferences(tx, userId, changes, ctx.clock.now());
  });
  return getNotificationSettings(ctx, userId);
}

/** Switches one kind's e-mail off, its push as it was (an e-mail's unsubscribe link naming the kind). */
export async function switchOffKindEmail(ctx: DomainContext, userId: string, kind: NotificationKind): Promise<void> {
  await saveNotificationSettings(ctx, userId, { [kind]: { email: false } });
}
