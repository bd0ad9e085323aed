import type { Accounts } from '@tendero/domain/accounts';
import type { AppConfig } from '../../config';
import type { SessionResolver } from '../../plugins/session';

/** What every account route plugin is registered with (`app.ts`): the config, the accounts face and the session reader. */
export type AccountRoutesOptions = { config: AppConfig; accounts: Accounts; resolveSession: SessionResolver };
