import type { DomainContext } from '../shared/context';
import type { ViesClient } from './vies.gateway';

/** What the tax identity's operations need: the domain context and the VIES adapter (null: no `VIES_URL`). */
export type TaxIdentityContext = DomainContext & { vies: ViesClient | null };
