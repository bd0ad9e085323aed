import { createHmac } from 'node:crypto';
import type { DatabaseHandle } from '@tendero/db';
import { type Clock, type DomainContext, recordAudit, systemClock } from '@tendero/domain';
import { type Accounts, type AccountsEvents, createAccounts } from '@tendero/domain/accounts';
import { type Billing, type BillingDeps, createBilling, createStripeGateway } from '@tendero/domain/billing';
import { acceptCurrentConsents } from '@tendero/domain/consents';
import { countCompanyApplicationsSince } from '@tendero/domain/inquiries';
import { enqueueInvoiceFor } from '@tendero/domain/invoicing';
import { createKsef, createKsefClient, type Ksef } from '@tendero/domain/invoicing/ksef';
import { refreshCompanyFacts } from '@tendero/domain/marketplace';
import type { AppConfig } from './config';
import { demoContentTranslator } from './seed/demo-content';

/*
 * The capabilities the server shares between the HTTP app, the socket gateway, the job worker and the CLI,
 * each built from the configuration in one place (app.ts builds the rest where its routes are registered).
 */

export function domainContext(config: AppConfig, database: DatabaseHandle, clock: Clock = systemClock): DomainContext {
  return {
    db: database.db,
    clock,
    settings: {
      publicUrl: config.publicUrl,
      supportEmail: config.supportEmail,
      // Unsubscribe links are signed with a key of their own, derived from the session secret.
      linkSecret: createHmac('sha256', config.sessionSecret).update('tendero:mailing-links').digest('base64url'),
    },
    // Demo data is written in both languages; pages show it in theirs (decision 0009).
    ...(config.mode === 'demo' ? { translateContent: demoContentTranslator() } : {}),
  };
}

export function createAccountsFor(ctx: DomainContext, config: AppConfig, events: AccountsEvents = {}): Accounts {
  return createAccounts(
    ctx,
    {
      secret: config.sessionSecret,
      failedSignInsPerHour: config.failedSignInsPerHour,
      openIdProviders: config.openIdProviders,
      ...(config.passwordHasher ? { passwordHasher: config.passwordHasher } : {}),
    },
    {
      ...events,
      // The activity monitor records every sign-in, successful or not.
      onSignIn: (attempt) =>
        recordAudit(ctx.db, {
          at: ctx.clock.now(),
          actorId: attempt.userId,
          action: attempt.ok ? 'auth.sign-in' : 'auth.sign-in-failed',
          targetType: attempt.userId ? 'user' : undefined,
          targetId: attempt.userId ?? undefined,
          ip: attempt.ip,
          detail: {
            login: attempt.login,
            ...(attempt.reason ? { reason: attempt.reason } : {}),
            ...(attempt.method ? { method: attempt.method } : {}),
          },
        }),
      // Sign-up and a completed invitation accept the current terms and privacy policy: their versions are recorded.
      onTermsAccepted: ({ userId, ip }) => acceptCurrentConsents(ctx, userId, ['terms', 'privacy'], { ip }),
    },
  );
}

/**
 * Billing with Stripe when configured (payments not configured otherwise), search told of Premium changes.
 * `hooks.onPaymentPaid` is told of each payment first recorded as paid, in its transaction (tests watch it).
 */
export function createBillingFor(
  ctx: DomainContext,
  config: AppConfig,
  hooks: Pick<BillingDeps, 'onPaymentPaid'> = {},
): Billing {
  return createBilling(ctx, {
    gateway: config.stripe ? createStripeGateway(config.stripe) : null,
    settings: config.billing,
    onPremiumChanged: refreshCompanyFacts,
    applicationsSince: (companyId, since) => countCompanyApplicationsSince(ctx.db, companyId, since),
    onPaymentPaid: async (db, payment) => {
      // Tendero's own VAT invoice of the payment (issue 38), issued once by its job, queued in the same
      // transaction that records the payment as paid.
      await enqueueInvoiceFor({ db, clock: ctx.clock }, payment.paymentId);
      await hooks.onPaymentPaid?.(db, payment);
    },
  });
}

/** Invoices to KSeF with the KSEF_* settings; without them invoices wait (the admin page says so). */
export function createKsefFor(ctx: DomainContext, config: AppConfig): Ksef {
  return createKsef(ctx, { client: config.ksef ? createKsefClient(config.ksef) : null });
}
