/** A copy of a row without the named keys (secrets, hashes, other people's ids). */
export function withoutKeys<T extends Record<string, unknown>, K extends string>(
  row: T,
  keys: readonly K[],
): Omit<T, K> {
  const out: Record<string, unknown> = { ...row };
  for (const key of keys) delete out[key];
  return out as Omit<T, K>;
}

/** "Anna K.": a person other than the one exporting, as public pages name them. */
export function shortName(firstName: string | null, lastName: string | null): string {
  const first = (firstName ?? '').trim();
  const initial = (lastName ?? '').trim().slice(0, 1);
  return [first, initial ? `${initial}.` : ''].filter(Boolean).join(' ');
}
