import type { SignInChallenge } from '@tendero/contracts';
import { localeOr } from '@tendero/contracts';
import { type AppLocale, formatMoment, translate } from '@tendero/i18n';
import { queueMail, renderMail } from '../notifications/index';
import { addressOf } from './account-rules';
import type { AccountsContext } from './accounts-context';
import { mailCode } from './code-mail';
import {
  describeUserAgent,
  deviceHashOf,
  emailCodeHash,
  emailStepUp,
  newEmailCode,
  type SignInOrigin,
} from './device-rules';
import { findFamiliarity, rememberOrigin } from './devices.repository';
import { insertChallenge, storeCodeUnlessRecent } from './email-codes.repository';
import { timeZoneOf } from './people.repository';
import type { UserRow } from './users.repository';

/**
 * After every successful sign-in: the device and the address become familiar to the account, and a device
 * it has not seen before is e-mailed to the person (not on the first sign-in the account ever records). A
 * browser that sent its device cookie is judged by it; a caller without one (an API client, a browser on
 * its first visit) by its address.
 */
export async function rememberSignIn(ctx: AccountsContext, user: UserRow, origin: SignInOrigin): Promise<void> {
  const now = ctx.clock.now();
  const address = addressOf(origin);
  const deviceHash = deviceHashOf(origin);
  const familiar = await findFamiliarity(ctx.db, user.id, deviceHash, address);
  await rememberOrigin(ctx.db, user.id, { deviceHash, address, userAgent: origin.userAgent ?? '' }, now);
  const isNew = origin.device?.presented ? !familiar.device : !familiar.address;
  if (familiar.any && isNew) await mailNewDevice(ctx, user, origin, now);
}

async function mailNewDevice(ctx: AccountsContext, user: UserRow, origin: SignInOrigin, at: Date) {
  const locale: AppLocale = localeOr(user.locale);
  const seen = describeUserAgent(origin.userAgent);
  const unknown = translate(locale, 'devices.email.newDevice.unknown');
  const browser = [seen.browser, seen.system].filter(Boolean).join(', ') || unknown;
  const body = renderMail(locale, [
    translate(locale, 'devices.email.greeting', { name: user.firstName }),
    translate(locale, 'devices.email.newDevice.body'),
    translate(locale, 'devices.email.newDevice.when', {
      when: formatMoment(at, locale, await timeZoneOf(ctx.db, user.id)),
    }),
    translate(locale, 'devices.email.newDevice.address', { address: addressOf(origin) }),
    translate(locale, 'devices.email.newDevice.browser', { browser }),
    translate(locale, 'devices.email.newDevice.notYou'),
    `${ctx.settings.publicUrl}/${locale}/account-settings#sessions`,
  ]);
  await queueMail(ctx.db, ctx.clock, {
    to: user.email,
    subject: translate(locale, 'devices.email.newDevice.subject'),
    locale,
    ...body,
  });
}

/**
 * The step-up of an unfamiliar device or address while the account is under guessing: no password is
 * checked; a challenge is opened for this attempt and a code e-mailed to the account, unless one went out
 * in the last few minutes and is still live (then that mail's code serves). The same answer whatever the
 * password was. Accounts that cannot hold a session get the same answer and no mail.
 */
export async function startEmailStepUp(
  ctx: AccountsContext,
  user: UserRow,
  origin: SignInOrigin,
): Promise<{ challenge: SignInChallenge }> {
  const now = ctx.clock.now();
  const challenge = await insertChallenge(ctx.db, {
    userId: user.id,
    address: addressOf(origin),
    deviceHash: deviceHashOf(origin),
    createdAt: now,
    expiresAt: new Date(now.getTime() + emailStepUp.challengeMs),
  });
  if (user.status === 'ACTIVE' || user.status === 'TEMPORARY') {
    const code = newEmailCode();
    const stored = await storeCodeUnlessRecent(
      ctx.db,
      user.id,
      emailCodeHash(ctx.accountSettings.secret, user.id, code),
      now,
      {
        intervalMs: emailStepUp.mailIntervalMs,
        codeMs: emailStepUp.codeMs,
      },
    );
    if (stored) await mailStepUpCode(ctx, user, code);
  }
  return {
    challenge: {
      id: challenge.id,
      kind: 'EMAIL_CODE',
      methods: ['email'],
      expiresAt: challenge.expiresAt.toISOString(),
    },
  };
}

async function mailStepUpCode(ctx: AccountsContext, user: UserRow, code: string) {
  await mailCode(ctx, user, code, {
    subject: 'devices.email.stepUp.subject',
    greeting: 'devices.email.greeting',
    body: 'devices.email.stepUp.body',
    expiry: 'devices.email.stepUp.expiry',
    notYou: 'devices.email.stepUp.notYou',
  });
}
