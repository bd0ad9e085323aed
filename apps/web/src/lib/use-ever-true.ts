'use client';
import { useState } from 'react';

/**
 * True from the first render where `flag` is true on: a dialog whose code is loaded on first use mounts
 * when it is first opened and stays mounted (its closing and reopening keep working as before).
 */
export function useEverTrue(flag: boolean): boolean {
  const [ever, setEver] = useState(flag);
  if (flag && !ever) setEver(true);
  return ever || flag;
}
