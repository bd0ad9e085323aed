import { type LeadState, leadStates } from '@tendero/contracts';

/** The two tabs of the page. */
export type LeadsView = 'leads' | 'offers';
export type LeadsUrl = { state: LeadState | null; view: LeadsView };

type RawParams = Record<string, string | string[] | undefined>;

function first(value: string | string[] | undefined): string | undefined {
  return Array.isArray(value) ? value[0] : value;
}

/** The state filter and the tab from the URL (`?state=won&view=offers`); anything else reads as none. */
export function readLeadsUrl(raw: RawParams): LeadsUrl {
  const state = first(raw.state);
  return {
    state: (leadStates as readonly string[]).includes(state ?? '') ? (state as LeadState) : null,
    view: first(raw.view) === 'offers' ? 'offers' : 'leads',
  };
}
