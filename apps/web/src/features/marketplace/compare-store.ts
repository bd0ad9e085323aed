'use client';

import { useSyncExternalStore } from 'react';

/**
 * A company picked for comparison; the name is kept so the bar can show picks from other result pages,
 * and `search` (the search it was picked in, without paging and order) so the bar can say which picks
 * come from an earlier search.
 */
export type ComparePick = { id: string; name: string; search?: string };

export const maxCompare = 4;
export const minCompare = 2;
const storageKey = 'tendero.compare';
const listeners = new Set<() => void>();
const empty: ComparePick[] = [];
let cached: { raw: string | null; picks: ComparePick[] } = { raw: null, picks: empty };

function read(): ComparePick[] {
  let raw: string | null = null;
  try {
    raw = window.sessionStorage.getItem(storageKey);
  } catch {
    return cached.picks;
  }
  if (raw === cached.raw) return cached.picks;
  let picks: ComparePick[] = empty;
  try {
    const parsed: unknown = raw ? JSON.parse(raw) : [];
    if (Array.isArray(parsed)) {
      picks = parsed
        .filter(
          (item): item is ComparePick =>
            typeof item === 'object' &&
            item !== null &&
            typeof item.id === 'string' &&
            typeof item.name === 'string' &&
            (item.search === undefined || typeof item.search === 'string'),
        )
        .slice(0, maxCompare);
    }
  } catch {
    picks = empty;
  }
  cached = { raw, picks };
  return picks;
}

function write(picks: ComparePick[]): void {
  try {
    window.sessionStorage.setItem(storageKey, JSON.stringify(picks));
  } catch {
    // Private mode without storage: the choice lives only until the next page.
    cached = { raw: JSON.stringify(picks), picks };
  }
  for (const listener of listeners) listener();
}

function subscribe(listener: () => void): () => void {
  listeners.add(listener);
  const onStorage = (event: StorageEvent) => {
    if (event.key === storageKey) listener();
  };
  window.addEventListener('storage', onStorage);
  return () => {
    listeners.delete(listener);
    window.removeEventListener('storage', onStorage);
  };
}

/**
 * The companies picked for comparison, kept in sessionStorage so the choice survives paging and going to
 * a company page and back (it is per tab and ends with it).
 */
export function useComparePicks() {
  const picks = useSyncExternalStore(subscribe, read, () => empty);
  return {
    picks,
    toggle(pick: ComparePick) {
      const current = read();
      if (current.some((item) => item.id === pick.id)) write(current.filter((item) => item.id !== pick.id));
      else if (current.length < maxCompare) write([...current, pick]);
    },
    remove(id: string) {
      write(read().filter((item) => item.id !== id));
    },
    /** Keeps only the picks made in `search`. */
    keepOnly(search: string) {
      write(read().filter((item) => item.search === search));
    },
    clear() {
      write([]);
    },
  };
}
