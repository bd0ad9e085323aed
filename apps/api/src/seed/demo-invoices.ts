import type { InvoiceDocument } from '@tendero/contracts';
import type { SeedStep } from '@tendero/db';
import type { DomainContext } from '@tendero/domain';
import { seedDemoInvoice } from '@tendero/domain/invoicing/ksef';

/**
 * Demo data: one Premium invoice of a Polish company, issued today, on its way to KSeF. The seller is a demo
 * operator with a valid but unassigned NIP; the buyer is no account of the demo (the invoicing capability
 * issues the real invoices of paid Premium).
 */
export function demoInvoiceDocument(now: Date): Omit<InvoiceDocument, 'number'> {
  const day = now.toISOString().slice(0, 10);
  const yearLater = new Date(now.getTime() + 364 * 86_400_000).toISOString().slice(0, 10);
  return {
    kind: 'VAT',
    issueDate: day,
    saleDate: day,
    language: 'pl',
    currency: 'PLN',
    seller: {
      name: 'Tendero sp. z o.o.',
      nip: '1234563218',
      address: { street: 'ul. Prosta 20/4', postalCode: '00-850', city: 'Warszawa', country: 'PL' },
      bankAccount: 'PL61109010140000071219812874',
    },
    buyer: {
      name: 'Bursztyn Consulting sp. z o.o.',
      nip: '7010000005',
      vatNumber: null,
      address: { street: 'ul. Długa 5', postalCode: '80-831', city: 'Gdańsk', country: 'PL' },
    },
    treatment: 'PL_VAT',
    vatRatePercent: 23,
    lines: [
      {
        name: `Tendero Premium, plan roczny, ${day} – ${yearLater}`,
        quantity: 1,
        unit: 'usł.',
        unitNetCents: 209900,
        netCents: 209900,
        vatCents: 48277,
        grossCents: 258177,
      },
    ],
    totals: { netCents: 209900, vatCents: 48277, grossCents: 258177 },
    exchange: null,
    payment: { paidAt: day, method: 'blik' },
    period: { from: day, to: yearLater },
    correction: null,
    notes: [],
  };
}

export function demoInvoiceStep(ctx: DomainContext): SeedStep {
  return {
    name: 'invoices: one Premium invoice on its way to KSeF',
    run: async () => {
      await seedDemoInvoice(ctx, demoInvoiceDocument(ctx.clock.now()));
    },
  };
}
