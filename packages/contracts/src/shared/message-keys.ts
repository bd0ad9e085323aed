/**
 * A capability's messages as i18n keys under one namespace, each key written once:
 * `messageKeysOf('contacts.errors', ['duplicate'])` is `{ duplicate: 'contacts.errors.duplicate' }`.
 */
export function messageKeysOf<const Namespace extends string, const Key extends string>(
  namespace: Namespace,
  keys: readonly Key[],
): { readonly [K in Key]: `${Namespace}.${K}` } {
  return Object.fromEntries(keys.map((key) => [key, `${namespace}.${key}`])) as {
    readonly [K in Key]: `${Namespace}.${K}`;
  };
}
