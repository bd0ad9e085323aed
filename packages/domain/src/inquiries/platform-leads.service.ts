import { bindOperation as bind } from '../shared/bind-operation';
import type { DomainContext } from '../shared/context';
import { platformLeadFigures } from './operations/platform-lead-figures';

/**
 * The admin console's platform-wide lead figures (/admin/leads). They live here because inquiries own the
 * tables and the rules they count by (an inquiry is _expired_ when its end date has passed, an offer
 * _not chosen_ when another was accepted): a separate reports capability would have to repeat them.
 */
export function createPlatformLeads(ctx: DomainContext) {
  return { figures: bind(ctx, platformLeadFigures) };
}
export type PlatformLeadsFigures = ReturnType<typeof createPlatformLeads>;
