import type { Db } from '@tendero/db';

/**
 * A statement prepared once per database handle and reused: PostgreSQL then plans it once per connection
 * instead of on every call, which is most of the cost of the small, hot reads (token lookup, /orders/find).
 * The names must be unique in the app; the text behind a name never changes.
 */
export function preparedPer<T>(build: (db: Db) => T): (db: Db) => T {
  const built = new WeakMap<Db, T>();
  return (db) => {
    let statement = built.get(db);
    if (!statement) {
      statement = build(db);
      built.set(db, statement);
    }
    return statement;
  };
}
