/** "Anna K.": how a client's or rep's name is shown to people outside their own account. */
export function shortName(person: { firstName: string; lastName: string } | undefined): string {
  if (!person) return '—';
  const initial = person.lastName ? ` ${person.lastName.charAt(0)}.` : '';
  return `${person.firstName || '—'}${initial}`;
}
