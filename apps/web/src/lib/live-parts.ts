/**
 * The parts of a server-rendered page whose code loads on its own (`lazyComponent`) and that React has not
 * hydrated yet. Until a part's code has come, React keeps its server HTML as it is, and a press on a button
 * in it does nothing (React stops the click while the part cannot hydrate). So the page is live
 * (`HydrationMark`) only once every such part is: the early-press script keeps a press until then.
 */
const waiting = new Set<string>();
let whenNoneWaits: (() => void) | null = null;

/** A part the server rendered and the browser is hydrating: the page is not live before it is. */
export function holdLive(part: string): void {
  if (document.documentElement.dataset.hydrated) return;
  waiting.add(part);
}

/** The part is hydrated (or was never held). */
export function releaseLive(part: string): void {
  if (!waiting.delete(part) || waiting.size > 0 || !whenNoneWaits) return;
  const settled = whenNoneWaits;
  whenNoneWaits = null;
  settled();
}

/** Calls back once no held part waits (now, when none does). */
export function whenPartsLive(callback: () => void): void {
  if (waiting.size === 0) callback();
  else whenNoneWaits = callback;
}
