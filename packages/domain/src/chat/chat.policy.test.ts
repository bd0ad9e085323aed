import { describe, expect, it } from 'vitest';
import { mayTalk, type Talker } from './chat.policy';

const person = (id: string, role: Talker['role'], extra: Partial<Talker> = {}): Talker => ({
  id,
  role,
  status: 'ACTIVE',
  deletedAt: null,
  companyId: role === 'CLIENT' ? null : 'company-1',
  ...extra,
});

describe('who may talk with a one-person firm (issue 35)', () => {
  const client = person('client', 'CLIENT');
  const solo = person('solo', 'MANAGER', { answersInquiries: true });
  const manager = person('manager', 'MANAGER');

  it('lets a client and a manager who answers inquiries start a conversation, either way round', () => {
    expect(mayTalk(client, solo)).toBe(true);
    expect(mayTalk(solo, client)).toBe(true);
  });

  it('starts none between a client and a manager who does not answer inquiries', () => {
    expect(mayTalk(client, manager)).toBe(false);
    expect(mayTalk(manager, client)).toBe(false);
  });

  it('keeps a conversation already open answerable after the manager switched answering off', () => {
    expect(mayTalk(manager, client, true)).toBe(true);
    expect(mayTalk(client, manager, true)).toBe(true);
    // Still nobody else: not two clients, not an admin.
    expect(mayTalk(client, person('other', 'CLIENT'), true)).toBe(false);
    expect(mayTalk(client, person('admin', 'ADMIN'), true)).toBe(false);
  });
});
