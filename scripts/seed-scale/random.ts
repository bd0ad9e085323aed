/** Deterministic randomness: the same --seed gives the same companies. */
// ---- deterministic randomness ------------------------------------------------------------------------
let state = 1;

/** Starts the sequence of `seed`. */
export function seedRandom(seed: number): void {
  state = (seed * 2654435761) >>> 0 || 1;
}

/** Moves the sequence on (a second run continues the numbering, so usernames and e-mails stay unique). */
export function advanceRandom(by: number): void {
  state = (state + by) >>> 0;
}
/** mulberry32: small, fast and good enough for test data. */
export function random(): number {
  state = (state + 0x6d2b79f5) >>> 0;
  let t = state;
  t = Math.imul(t ^ (t >>> 15), t | 1);
  t ^= t + Math.imul(t ^ (t >>> 7), t | 61);
  return ((t ^ (t >>> 14)) >>> 0) / 4294967296;
}
export const chance = (p: number) => random() < p;
export const int = (min: number, max: number) => min + Math.floor(random() * (max - min + 1));
export const pick = <T>(items: readonly T[]): T => items[Math.floor(random() * items.length)] as T;
export function pickWeighted<T>(items: readonly (readonly [T, number])[]): T {
  const sum = items.reduce((acc, [, weight]) => acc + weight, 0);
  let roll = random() * sum;
  for (const [item, weight] of items) {
    roll -= weight;
    if (roll < 0) return item;
  }
  return (items.at(-1) as readonly [T, number])[0];
}
export function pickSome<T>(items: readonly T[], count: number): T[] {
  const pool = [...items];
  const out: T[] = [];
  while (out.length < count && pool.length > 0) out.push(pool.splice(Math.floor(random() * pool.length), 1)[0] as T);
  return out;
}
export function uuid(): string {
  const hex = Array.from({ length: 32 }, () => Math.floor(random() * 16).toString(16));
  hex[12] = '4';
  hex[16] = '89ab'[Math.floor(random() * 4)] as string;
  const s = hex.join('');
  return `${s.slice(0, 8)}-${s.slice(8, 12)}-${s.slice(12, 16)}-${s.slice(16, 20)}-${s.slice(20)}`;
}
/** Normal-ish (sum of three uniforms), for ratings. */
export const bell = () => (random() + random() + random()) / 3;
