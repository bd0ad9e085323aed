import { bindOperation as bind } from '../../shared/bind-operation';
import type { DomainContext } from '../../shared/context';
import type { KsefClient } from './ksef-client';
import type { KsefContext } from './ksef-rules';
import { advanceInvoice, createKsefSendHandler } from './operations/advance-invoice';
import { listKsefInvoices } from './operations/list-invoices';
import { resendInvoice } from './operations/resend-invoice';
import { createKsefSweepHandler, ensureKsefSweep, sweepInvoices } from './operations/sweep-invoices';

/**
 * KSeF for Tendero's invoices: each issued invoice goes to KSeF as FA(3) by a job, the admin follows its state
 * and sends a rejected or stuck one again. `client` is null without the KSEF_* settings: invoices then wait
 * and nothing is sent. Each operation is one file in operations/; this face binds them to the context.
 */
export function createKsef(domain: DomainContext, deps: { client: KsefClient | null }) {
  const ctx: KsefContext = { ...domain, ksef: deps.client };
  return {
    configured: deps.client !== null,
    invoices: bind(ctx, listKsefInvoices),
    resend: bind(ctx, resendInvoice),
    advance: bind(ctx, advanceInvoice),
    sweep: () => sweepInvoices(ctx),
    ensureSweep: () => ensureKsefSweep(ctx),
    /** Job handlers, for the worker of the process. */
    sendHandler: createKsefSendHandler(ctx),
    sweepHandler: createKsefSweepHandler(ctx),
  };
}
export type Ksef = ReturnType<typeof createKsef>;
