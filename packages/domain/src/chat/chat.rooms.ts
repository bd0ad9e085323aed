/**
 * The two people of each conversation with what the rules read of them, kept per process so a send does
 * not read them for every message. A conversation's participants never change; what may change (a
 * suspension, a deletion, another role or company) is checked again by the statement that stores the
 * message, which stores nothing and answers `stale` when the facts differ: the send then forgets the room,
 * reads it afresh and checks the rules again. So a stale entry can never let a message through; it only
 * costs one more round. Loads of one room share one read, and answer in the order they were asked (so
 * messages of one sender that go round again keep their order).
 */
export type RoomCache<P> = {
  of: (chatId: string) => Promise<P[]>;
  /** Drops the room, only if it is still the entry the caller read (`entry`): a later read is kept. */
  forget: (chatId: string, entry?: Promise<P[]>) => void;
  /** Keeps people just read elsewhere (starting a conversation reads both) as the room's entry. */
  keep: (chatId: string, people: P[]) => void;
  readonly size: number;
};

export function createRoomCache<P>(load: (chatId: string) => Promise<P[]>, maxRooms = 20_000): RoomCache<P> {
  const rooms = new Map<string, Promise<P[]>>();
  function put(chatId: string, entry: Promise<P[]>) {
    rooms.delete(chatId);
    rooms.set(chatId, entry);
    // The oldest entry goes first once the cache is full (insertion order).
    if (rooms.size > maxRooms) {
      const oldest = rooms.keys().next().value;
      if (oldest !== undefined) rooms.delete(oldest);
    }
  }
  return {
    of(chatId) {
      const known = rooms.get(chatId);
      if (known) return known;
      const loading = load(chatId);
      put(chatId, loading);
      // A failed read or an unknown conversation is not kept (the next send reads again).
      loading.then(
        (people) => {
          if (people.length === 0 && rooms.get(chatId) === loading) rooms.delete(chatId);
        },
        () => {
          if (rooms.get(chatId) === loading) rooms.delete(chatId);
        },
      );
      return loading;
    },
    keep(chatId, people) {
      if (people.length > 0) put(chatId, Promise.resolve(people));
    },
    forget(chatId, entry) {
      if (entry === undefined || rooms.get(chatId) === entry) rooms.delete(chatId);
    },
    get size() {
      return rooms.size;
    },
  };
}
