import { describe, expect, it } from 'vitest';
import { chatClientEvents, chatServerEvents } from './chat-events';

/** SPEC §7 "Realtime chat", its two lines of events, byte for byte. */
const specClientLine =
  '- Client emits: sendMessage (roomId, messageText, receiverId, fileMimeType, fileBuffer), getChats (language), getPreviousMessages (roomId), getUnreadMessages, readMessages (roomId), startConversation (oppositeUserId), openChat (chatId).';
const specServerLine =
  '- Server events: chats, newMessage (triggers refetch of previous messages), previousMessages, unreadMessages, startConversationRoomId, chatException (message shown as error toast).';

/** The events of a spec line, each with the fields it names (an event's parentheses name fields or say what it does). */
function eventsOf(line: string): Map<string, string[]> {
  const list = line.slice(line.indexOf(':') + 1, -1);
  const events = new Map<string, string[]>();
  for (const [, name, fields] of list.matchAll(/\s*(\w+)(?: \(([^)]*)\))?,?/g)) {
    events.set(name as string, fields ? fields.split(', ') : []);
  }
  return events;
}

const specOf = (table: Record<string, { spec: boolean }>) =>
  Object.entries(table)
    .filter(([, event]) => event.spec)
    .map(([name]) => name);

describe('the chat socket contract against SPEC §7', () => {
  it('names exactly the spec’s client events, in its order', () => {
    expect(specOf(chatClientEvents)).toEqual([...eventsOf(specClientLine).keys()]);
  });

  it('names exactly the spec’s server events, in its order', () => {
    expect(specOf(chatServerEvents)).toEqual([...eventsOf(specServerLine).keys()]);
  });

  it('takes each spec field of a client event under its spec name', () => {
    for (const [name, fields] of eventsOf(specClientLine)) {
      const shape = chatClientEvents[name as keyof typeof chatClientEvents].payload;
      const keys = Object.keys(shape.shape);
      for (const field of fields) expect(keys, `${name}.${field}`).toContain(field);
    }
  });

  it('has no event name twice across both directions', () => {
    const names = [...Object.keys(chatClientEvents), ...Object.keys(chatServerEvents)];
    expect(new Set(names).size).toBe(names.length);
    expect(names).toHaveLength(16);
  });
});
