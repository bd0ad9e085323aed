/**
 * The words of a team size option: its range with an en dash and the number its plural follows, the
 * range's upper end ("1 person", "2–9 people"; Polish "1 osoba", "2–9 osób").
 */
export function teamSizeWords(size: string): { size: string; count: number } {
  const upper = Number(size.split('-').at(-1)?.replace('+', '') ?? size);
  return { size: size.replace('-', '–'), count: Number.isFinite(upper) ? upper : 0 };
}
