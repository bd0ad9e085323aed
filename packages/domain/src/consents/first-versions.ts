import { type ConsentKind, consentKinds } from '@tendero/contracts';
import { translate } from '@tendero/i18n';
import type { DomainContext } from '../shared/context';
import { currentVersions, insertFirstVersions } from './consents.repository';

/**
 * The boot step: every kind has a version 1 (the texts the product showed before versioning: a summary
 * of the terms and of the privacy policy with a link to each page, and the inquiry form's marketing
 * consent), written in both languages from the `consents.initial` messages. Idempotent: a kind that has
 * any version is left as it is, so an admin's later versions stay current.
 */
export async function ensureFirstVersions(ctx: DomainContext): Promise<void> {
  const present = new Set((await currentVersions(ctx.db, consentKinds)).map((row) => row.kind));
  const missing = consentKinds.filter((kind) => !present.has(kind));
  if (missing.length === 0) return;
  const vars = { support: ctx.settings.supportEmail };
  await insertFirstVersions(
    ctx.db,
    missing.map((kind: ConsentKind) => ({
      kind,
      bodyEn: translate('en', `consents.initial.${kind}`, vars),
      bodyPl: translate('pl', `consents.initial.${kind}`, vars),
      publishedAt: ctx.clock.now(),
    })),
  );
}
