import { localeOr } from '@tendero/contracts';
import { type MessageKey, translate } from '@tendero/i18n';
import { queueMail, renderMail } from '../notifications/index';
import type { DomainContext } from '../shared/context';

/** The messages of a one-time code's e-mail; `notYou` tells what to do when the person did not ask for it. */
export type CodeMailKeys = {
  subject: MessageKey;
  greeting: MessageKey;
  body: MessageKey;
  expiry: MessageKey;
  notYou?: MessageKey;
};

/**
 * E-mails a person a one-time code in their language: a greeting by first name, what the code is for, the
 * code and how long it holds. The code stays in the body: subjects show up in notifications and mail logs.
 */
export async function mailCode(
  ctx: DomainContext,
  person: { email: string; firstName: string; locale: string },
  code: string,
  keys: CodeMailKeys,
): Promise<void> {
  const locale = localeOr(person.locale);
  const body = renderMail(locale, [
    translate(locale, keys.greeting, { name: person.firstName }),
    translate(locale, keys.body),
    code,
    translate(locale, keys.expiry),
    ...(keys.notYou ? [translate(locale, keys.notYou)] : []),
  ]);
  await queueMail(ctx.db, ctx.clock, { to: person.email, subject: translate(locale, keys.subject), locale, ...body });
}
