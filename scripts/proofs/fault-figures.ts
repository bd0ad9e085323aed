// The arithmetic of the fault proofs and the soak, kept apart from the processes they drive so it can be
// tested: outcomes per second around an event, when failures stopped, messages lost or doubled, and the
// growth of a memory series.

/** One answer (or failure) of a probe, at `at` ms from the proof's start. */
export type Outcome = { at: number; ok: boolean };

export type SecondRow = { second: number; total: number; failed: number };

/** Outcomes counted per whole second from `from` (ms) up to `to` (ms), second 0 starting at `from`. */
export function countPerSecond(outcomes: Outcome[], from: number, to: number): SecondRow[] {
  const seconds = Math.max(0, Math.ceil((to - from) / 1000));
  const rows: SecondRow[] = Array.from({ length: seconds }, (_, second) => ({ second, total: 0, failed: 0 }));
  for (const outcome of outcomes) {
    if (outcome.at < from || outcome.at >= to) continue;
    const row = rows[Math.floor((outcome.at - from) / 1000)];
    if (!row) continue;
    row.total++;
    if (!outcome.ok) row.failed++;
  }
  return rows;
}

/**
 * How long after `event` (ms) the failures stopped: the time of the last failure at or after it, minus the
 * event; 0 when none failed after it. Null when the probe saw no success after the last failure (it never
 * recovered while watched).
 */
export function recoveredAfter(outcomes: Outcome[], event: number): number | null {
  let lastFailure: number | null = null;
  let lastSuccess: number | null = null;
  for (const outcome of outcomes) {
    if (outcome.at < event) continue;
    if (outcome.ok) lastSuccess = Math.max(lastSuccess ?? outcome.at, outcome.at);
    else lastFailure = Math.max(lastFailure ?? outcome.at, outcome.at);
  }
  if (lastFailure === null) return 0;
  if (lastSuccess === null || lastSuccess < lastFailure) return null;
  return lastFailure - event;
}

/**
 * Delivery of chat messages, matched by their text (unique per message): `acked` texts the server
 * acknowledged; `received` every stored message id a receiver holds, with its text. Lost: acknowledged,
 * never received. Doubled: one text stored under more than one message id (a retry stored twice).
 */
export function countDelivery(
  acked: Iterable<string>,
  received: Iterable<{ id: string; text: string }>,
): { acked: number; received: number; lost: number; doubled: number } {
  const idsByText = new Map<string, Set<string>>();
  for (const message of received) {
    const ids = idsByText.get(message.text) ?? new Set<string>();
    ids.add(message.id);
    idsByText.set(message.text, ids);
  }
  let ackedCount = 0;
  let lost = 0;
  for (const text of acked) {
    ackedCount++;
    if (!idsByText.has(text)) lost++;
  }
  const doubled = [...idsByText.values()].filter((ids) => ids.size > 1).length;
  return { acked: ackedCount, received: idsByText.size, lost, doubled };
}

/** Least-squares slope of `value` over `at` (value units per ms); null with fewer than two points. */
export function slope(points: { at: number; value: number }[]): number | null {
  if (points.length < 2) return null;
  const n = points.length;
  const meanAt = points.reduce((sum, p) => sum + p.at, 0) / n;
  const meanValue = points.reduce((sum, p) => sum + p.value, 0) / n;
  let num = 0;
  let den = 0;
  for (const p of points) {
    num += (p.at - meanAt) * (p.value - meanValue);
    den += (p.at - meanAt) ** 2;
  }
  return den === 0 ? null : num / den;
}

/** Growth in MB per minute of a byte series after `warmUpMs`, by least squares; null without two points. */
export function growthMbPerMinute(samples: { at: number; bytes: number }[], warmUpMs: number): number | null {
  const kept = samples.filter((sample) => sample.at >= warmUpMs).map((s) => ({ at: s.at, value: s.bytes }));
  const perMs = slope(kept);
  return perMs === null ? null : (perMs * 60_000) / (1024 * 1024);
}

/**
 * The lowest value of each whole window (from 0): the floor a garbage-collected heap returns to, which
 * grows only when something is kept. Empty windows are left out.
 */
export function floorPerWindow(
  samples: { at: number; bytes: number }[],
  windowMs: number,
): { at: number; bytes: number }[] {
  const floors = new Map<number, { at: number; bytes: number }>();
  for (const sample of samples) {
    const window = Math.floor(sample.at / windowMs);
    const known = floors.get(window);
    if (!known || sample.bytes < known.bytes) floors.set(window, sample);
  }
  return [...floors.entries()].sort(([a], [b]) => a - b).map(([, sample]) => sample);
}
