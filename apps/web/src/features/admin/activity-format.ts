import type { AuditEntryView } from '@tendero/contracts';

/**
 * The actions the API records (sign-ins where the API builds accounts; blocks, deletions, confirmation
 * e-mails and company tools in the admin domain; verification in the marketplace; Premium grants in
 * billing; a company's tax identity saved and verified; content removal in moderation; consent versions; exports of personal data; a person's passkeys
 * added, renamed or removed), each with its
 * message key under `admin.activity.actions`. An action not listed here is shown as the API wrote it.
 */
export const auditActionKeys = {
  'auth.sign-in': 'signIn',
  'auth.sign-in-failed': 'signInFailed',
  'auth.provider-sign-up': 'providerSignUp',
  'auth.provider-link': 'providerLink',
  'auth.provider-unlink': 'providerUnlink',
  'user.block': 'userBlock',
  'user.unblock': 'userUnblock',
  'user.delete': 'userDelete',
  'user.resend-confirmation': 'userResendConfirmation',
  'company.add': 'companyAdd',
  'company.import': 'companyImport',
  'company.check': 'companyCheck',
  'company.withdraw': 'companyWithdraw',
  'company.title': 'companyTitle',
  'company.tax-identity.save': 'companyTaxIdentitySave',
  'company.tax-identity.verify': 'companyTaxIdentityVerify',
  'premium.grant': 'premiumGrant',
  'premium.end': 'premiumEnd',
  'content.remove': 'contentRemove',
  'content.restore': 'contentRestore',
  'content.purge': 'contentPurge',
  'consent.publish': 'consentPublish',
  'export.leads': 'exportLeads',
  'export.payments': 'exportPayments',
  'export.consents': 'exportConsents',
  'second-factor.totp-on': 'secondFactorOn',
  'second-factor.totp-off': 'secondFactorOff',
  'second-factor.recovery-codes': 'secondFactorCodes',
  'second-factor.recovery-code-used': 'secondFactorCodeUsed',
  'second-factor.team-rule': 'secondFactorTeamRule',
  'passkey.add': 'passkeyAdd',
  'passkey.rename': 'passkeyRename',
  'passkey.remove': 'passkeyRemove',
  'export.personal-data': 'exportPersonalData',
  'export.personal-data-download': 'exportPersonalDataDownload',
} as const;

export type KnownAuditAction = keyof typeof auditActionKeys;
export type AuditActionKey = (typeof auditActionKeys)[KnownAuditAction];

/** The known actions, in the order the action filter offers them. */
export const knownAuditActions = Object.keys(auditActionKeys) as KnownAuditAction[];

export function isKnownAuditAction(action: string): action is KnownAuditAction {
  return Object.hasOwn(auditActionKeys, action);
}

/** The message key of an action's label, or null for an action this page does not know. */
export function auditActionKey(action: string): AuditActionKey | null {
  return isKnownAuditAction(action) ? auditActionKeys[action] : null;
}

/** Which field of `detail` is worth a line for each kind of action (null: none is). */
export type AuditDetailKind = 'reason' | 'login' | 'email' | 'note' | 'name' | 'excerpt' | 'rows' | 'passkey';
const detailKinds: Record<KnownAuditAction, AuditDetailKind | null> = {
  'auth.sign-in': 'login',
  'auth.sign-in-failed': 'login',
  'auth.provider-sign-up': 'email',
  'auth.provider-link': null,
  'auth.provider-unlink': null,
  'user.block': 'reason',
  'user.unblock': 'reason',
  'user.delete': 'reason',
  'user.resend-confirmation': null,
  'company.add': 'name',
  'company.import': 'name',
  'company.check': 'note',
  'company.withdraw': 'note',
  'company.title': null,
  'company.tax-identity.save': null,
  'company.tax-identity.verify': null,
  'premium.grant': 'email',
  'premium.end': 'email',
  'content.remove': 'reason',
  'content.restore': 'excerpt',
  'content.purge': 'excerpt',
  'consent.publish': null,
  'export.leads': 'rows',
  'export.payments': 'rows',
  'export.consents': 'rows',
  'second-factor.totp-on': null,
  'second-factor.totp-off': null,
  'second-factor.recovery-codes': null,
  'second-factor.recovery-code-used': null,
  'second-factor.team-rule': null,
  'passkey.add': 'passkey',
  'passkey.rename': 'passkey',
  'passkey.remove': 'passkey',
  'export.personal-data': null,
  'export.personal-data-download': null,
};

/** A detail's text; a count only where a count is meant (the rows of an export). */
const text = (value: unknown, kind: AuditDetailKind) =>
  typeof value === 'string' && value.trim() !== ''
    ? value.trim()
    : kind === 'rows' && typeof value === 'number' && Number.isFinite(value)
      ? String(value)
      : null;

/**
 * The short detail line of an entry: the reason of a block, a deletion or a removal, the login typed at
 * a sign-in, the e-mail a Premium grant named, a verification note, the company added, the rows
 * exported. An unknown action shows the first of these its detail carries; none, null.
 */
export function auditDetail(
  entry: Pick<AuditEntryView, 'action' | 'detail'>,
): { kind: AuditDetailKind; value: string } | null {
  const kinds: AuditDetailKind[] = isKnownAuditAction(entry.action)
    ? [detailKinds[entry.action]].filter((kind): kind is AuditDetailKind => kind !== null)
    : ['reason', 'login', 'email'];
  for (const kind of kinds) {
    const value = text(entry.detail[kind], kind);
    if (value) return { kind, value };
  }
  return null;
}

const knownTargetTypes = [
  'user',
  'company',
  'consent',
  'review',
  'offer',
  'promo',
  'course',
  'faq',
  'inquiry',
  'application',
] as const;
export type KnownTargetType = (typeof knownTargetTypes)[number];

export type AuditTarget =
  | { kind: 'name'; name: string }
  | {
      kind: 'content';
      type: string;
      known: KnownTargetType | null;
      authorName: string | null;
      companyName: string | null;
      excerpt: string | null;
    }
  | { kind: 'ref'; type: string; known: KnownTargetType | null; id: string };

/**
 * What an entry acted on: the person's name when the API resolved it; for content (a removed review, an
 * offer…) what it was, its author, company and a quote, as the API recorded them (issue 34: never a raw
 * id for something that may be gone); else its type and id (a known type is translated by the page,
 * another shown as written), or null when it names nothing.
 */
export function auditTarget(
  entry: Pick<AuditEntryView, 'targetType' | 'targetId' | 'targetName'> & { content?: AuditEntryView['content'] },
): AuditTarget | null {
  if (entry.targetName) return { kind: 'name', name: entry.targetName };
  if (!entry.targetType && !entry.targetId) return null;
  const type = entry.targetType ?? '';
  const known = knownTargetTypes.find((candidate) => candidate === type) ?? null;
  const content = entry.content;
  if (content && (content.authorName || content.companyName || content.excerpt)) {
    return { kind: 'content', type, known, ...content };
  }
  return { kind: 'ref', type, known, id: entry.targetId ?? '' };
}
