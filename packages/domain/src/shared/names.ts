/** "K.": the initial of a surname, as people outside a person's own account see it ('' when there is none). */
export function lastInitial(lastName: string): string {
  return lastName ? `${lastName.charAt(0)}.` : '';
}

/** "Anna K.": how a client's or rep's name is shown to people outside their own account. */
export function shortName(person: { firstName: string; lastName: string } | undefined): string {
  if (!person) return '—';
  const initial = person.lastName ? ` ${lastInitial(person.lastName)}` : '';
  return `${person.firstName || '—'}${initial}`;
}
