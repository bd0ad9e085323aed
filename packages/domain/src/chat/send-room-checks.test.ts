import { randomUUID } from 'node:crypto';
import { schema } from '@tendero/db';
import { eq } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { AppError } from '../shared/app-error';
import { chatOn, company, database, message, person, storedTexts, useChatTestDatabase } from './chat.service.fixture';

/**
 * The room kept per process never lets a message through once one of the two may no longer talk.
 */
useChatTestDatabase();

describe('the room kept per process', () => {
  async function refusal(promise: Promise<unknown>) {
    const error = await promise.then(
      () => null,
      (caught: unknown) => caught,
    );
    expect(error).toBeInstanceOf(AppError);
    return { code: (error as AppError).code, reason: (error as AppError).reason };
  }

  it('refuses the next message once the receiver is suspended, though the room was read before', async () => {
    const chat = chatOn();
    const client = await person('CLIENT');
    const rep = await person('SALES_REP', await company());
    const { roomId } = await chat.start(client, rep.userId);
    await chat.send(client, message(roomId, rep, 'before'));
    await database.db.update(schema.users).set({ status: 'SUSPENDED' }).where(eq(schema.users.id, rep.userId));
    expect(await refusal(chat.send(client, message(roomId, rep, 'after')))).toEqual({
      code: 'FORBIDDEN',
      reason: 'CHAT_SUSPENDED',
    });
    expect((await storedTexts(roomId)).map((row) => row.text)).toEqual(['before']);
    // Active again: the room is read afresh and the conversation goes on.
    await database.db.update(schema.users).set({ status: 'ACTIVE' }).where(eq(schema.users.id, rep.userId));
    expect((await chat.send(client, message(roomId, rep, 'back'))).message.seq).toBe(2);
  });

  it('refuses a deleted sender, and a rep moved to another company talking to the old manager', async () => {
    const chat = chatOn();
    const companyId = await company();
    const manager = await person('MANAGER', companyId);
    const rep = await person('SALES_REP', companyId);
    const client = await person('CLIENT');
    const team = await chat.start(manager, rep.userId);
    const clients = await chat.start(client, rep.userId);
    await chat.send(rep, message(team.roomId, manager, 'team'));
    await chat.send(client, message(clients.roomId, rep, 'client'));
    await database.db
      .update(schema.users)
      .set({ companyId: await company() })
      .where(eq(schema.users.id, rep.userId));
    expect(await refusal(chat.send(rep, message(team.roomId, manager, 'moved')))).toEqual({
      code: 'FORBIDDEN',
      reason: 'CHAT_NOT_ALLOWED',
    });
    // A client and a rep of any company may still talk.
    expect((await chat.send(client, message(clients.roomId, rep, 'still'))).created).toBe(true);
    await database.db.update(schema.users).set({ deletedAt: new Date() }).where(eq(schema.users.id, client.userId));
    expect((await refusal(chat.send(client, message(clients.roomId, rep, 'gone')))).code).toBe('FORBIDDEN');
    expect((await storedTexts(team.roomId)).map((row) => row.text)).toEqual(['team']);
    expect((await storedTexts(clients.roomId)).map((row) => row.text)).toEqual(['client', 'still']);
  });

  it('answers a stranger or a wrong receiver as before', async () => {
    const chat = chatOn();
    const client = await person('CLIENT');
    const rep = await person('SALES_REP', await company());
    const stranger = await person('CLIENT');
    const { roomId } = await chat.start(client, rep.userId);
    expect((await refusal(chat.send(stranger, message(roomId, rep, 'hi')))).code).toBe('NOT_FOUND');
    expect((await refusal(chat.send(client, message(roomId, stranger, 'hi')))).code).toBe('VALIDATION_ERROR');
    expect((await refusal(chat.send(client, message(randomUUID(), rep, 'hi')))).code).toBe('NOT_FOUND');
  });
});
