import { describe, expect, it } from 'vitest';
import { auditActionKey, auditDetail, auditTarget, knownAuditActions } from './activity-format';

describe('activity labels', () => {
  it.each([
    ['auth.sign-in', 'signIn'],
    ['auth.sign-in-failed', 'signInFailed'],
    ['auth.provider-link', 'providerLink'],
    ['user.block', 'userBlock'],
    ['user.unblock', 'userUnblock'],
    ['premium.grant', 'premiumGrant'],
    ['premium.end', 'premiumEnd'],
    ['user.delete', 'userDelete'],
    ['company.import', 'companyImport'],
    ['company.tax-identity.verify', 'companyTaxIdentityVerify'],
    ['content.remove', 'contentRemove'],
    ['export.leads', 'exportLeads'],
    ['passkey.add', 'passkeyAdd'],
    ['passkey.remove', 'passkeyRemove'],
  ])('names %s', (action, key) => {
    expect(auditActionKey(action)).toBe(key);
  });

  it('leaves an unknown action to be shown as written', () => {
    expect(auditActionKey('company.delete')).toBeNull();
    expect(auditActionKey('toString')).toBeNull();
    // Issue 37 adds the five changes to a person's second factor.
    expect(auditActionKey('second-factor.totp-off')).toBe('secondFactorOff');
    // Issue 38 adds a person's requests and downloads of their own data.
    expect(auditActionKey('export.personal-data')).toBe('exportPersonalData');
    expect(knownAuditActions).toHaveLength(35);
  });
});

describe('activity detail line', () => {
  it('shows the reason of a block, the login of a sign-in and the e-mail of a grant', () => {
    expect(auditDetail({ action: 'user.block', detail: { reason: 'Spam', from: 'ACTIVE' } })).toEqual({
      kind: 'reason',
      value: 'Spam',
    });
    expect(auditDetail({ action: 'auth.sign-in-failed', detail: { login: 'jan', reason: 'WRONG_PASSWORD' } })).toEqual({
      kind: 'login',
      value: 'jan',
    });
    expect(auditDetail({ action: 'premium.grant', detail: { email: 'm@firma.pl' } })).toEqual({
      kind: 'email',
      value: 'm@firma.pl',
    });
  });

  it('shows the note of a check, the company added, the rows exported; nothing for a title change', () => {
    expect(auditDetail({ action: 'company.withdraw', detail: { note: 'Fake portfolio' } })).toEqual({
      kind: 'note',
      value: 'Fake portfolio',
    });
    expect(auditDetail({ action: 'company.add', detail: { name: 'Baltic Ledger', managerEmail: 'e@b.pl' } })).toEqual({
      kind: 'name',
      value: 'Baltic Ledger',
    });
    expect(auditDetail({ action: 'export.leads', detail: { rows: 3 } })).toEqual({ kind: 'rows', value: '3' });
    expect(auditDetail({ action: 'company.title', detail: { from: null, to: 'verified' } })).toBeNull();
  });

  it('names the passkey added, renamed or removed', () => {
    expect(auditDetail({ action: 'passkey.rename', detail: { passkey: 'Work laptop', old: 'Laptop' } })).toEqual({
      kind: 'passkey',
      value: 'Work laptop',
    });
  });

  it('finds a known field for an unknown action, and nothing in an empty or odd detail', () => {
    expect(auditDetail({ action: 'company.delete', detail: { email: 'a@b.pl' } })).toEqual({
      kind: 'email',
      value: 'a@b.pl',
    });
    expect(auditDetail({ action: 'user.block', detail: {} })).toBeNull();
    expect(auditDetail({ action: 'auth.sign-in', detail: { login: 42 } })).toBeNull();
    expect(auditDetail({ action: 'auth.sign-in', detail: { login: '  ' } })).toBeNull();
  });
});

describe('activity target', () => {
  it('prefers the name, else the type and id', () => {
    expect(auditTarget({ targetType: 'user', targetId: 'u1', targetName: 'Jan Nowak' })).toEqual({
      kind: 'name',
      name: 'Jan Nowak',
    });
    expect(auditTarget({ targetType: 'company', targetId: 'c1', targetName: null })).toEqual({
      kind: 'ref',
      type: 'company',
      known: 'company',
      id: 'c1',
    });
    expect(auditTarget({ targetType: 'invoice', targetId: 'i9', targetName: null })).toEqual({
      kind: 'ref',
      type: 'invoice',
      known: null,
      id: 'i9',
    });
    expect(auditTarget({ targetType: null, targetId: null, targetName: null })).toBeNull();
  });

  it('names removed content by what it was, not by its id', () => {
    const content = { authorName: 'Ewa Nowak', companyName: 'Cedar Books', excerpt: 'Call me at 600 100 200!' };
    expect(auditTarget({ targetType: 'review', targetId: '6d490086-0000', targetName: null, content })).toEqual({
      kind: 'content',
      type: 'review',
      known: 'review',
      ...content,
    });
    // Nothing recorded to name it by: its type and id, as before.
    const none = { authorName: null, companyName: null, excerpt: null };
    expect(auditTarget({ targetType: 'review', targetId: 'r1', targetName: null, content: none })).toMatchObject({
      kind: 'ref',
      id: 'r1',
    });
  });
});
