import { bindOperation as bind } from '../shared/bind-operation';
import type { DomainContext } from '../shared/context';
import { getNotificationSettings } from './operations/get-notification-settings';
import { saveNotificationSettings } from './operations/save-notification-settings';

/** A person's own notification settings (issue 40): read and changed by them alone, any role. */
export function createNotificationSettings(ctx: DomainContext) {
  return {
    settings: bind(ctx, getNotificationSettings),
    save: bind(ctx, saveNotificationSettings),
  };
}
export type NotificationSettingsFace = ReturnType<typeof createNotificationSettings>;
