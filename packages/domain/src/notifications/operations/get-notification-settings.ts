import type { NotificationSettings } from '@tendero/contracts';
import type { DomainContext } from '../../shared/context';
import { countPushDevices, findPreferences } from '../preferences.repository';

/**
 * A person's notification settings (issue 40): e-mail and push for every kind (their choices over the
 * defaults) and how many of their browsers receive push. Always about the caller: `userId` is the session's.
 */
export async function getNotificationSettings(ctx: DomainContext, userId: string): Promise<NotificationSettings> {
  const [kinds, pushDevices] = await Promise.all([findPreferences(ctx.db, userId), countPushDevices(ctx.db, userId)]);
  return { kinds, pushDevices };
}
