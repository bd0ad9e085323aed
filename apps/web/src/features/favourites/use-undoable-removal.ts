'use client';
import { useTranslations } from 'next-intl';
import { useState } from 'react';
import { describeApiError } from '@/lib/api-client';
import { toast } from '@/lib/toast';

/**
 * A favourites list whose items are removed at once: put back where they were when the server refuses, and
 * the toast offers to undo (which saves the item again, and takes it out again if that is refused).
 */
export function useUndoableRemoval<T>({
  initial,
  keyOf,
  save,
  unsave,
  removed,
}: {
  initial: T[];
  keyOf: (item: T) => string;
  save: (item: T) => Promise<unknown>;
  unsave: (item: T) => Promise<unknown>;
  /** The toast's text once an item is removed. */
  removed: string;
}): { items: T[]; remove: (item: T) => Promise<void> } {
  const t = useTranslations('reviews.favourites');
  const tAll = useTranslations();
  const [items, setItems] = useState(initial);

  const without = (item: T) => setItems((current) => current.filter((entry) => keyOf(entry) !== keyOf(item)));
  const restore = (item: T, index: number) =>
    setItems((current) =>
      current.some((entry) => keyOf(entry) === keyOf(item))
        ? current
        : [...current.slice(0, index), item, ...current.slice(index)],
    );
  const fail = (error: unknown) =>
    toast.error(describeApiError(error, tAll('errors.network')), { className: 'whitespace-pre-line' });

  const undo = async (item: T, index: number) => {
    restore(item, index);
    try {
      await save(item);
    } catch (error) {
      without(item);
      fail(error);
    }
  };

  const remove = async (item: T) => {
    const index = items.findIndex((entry) => keyOf(entry) === keyOf(item));
    without(item);
    try {
      await unsave(item);
      toast.success(removed, { action: { label: t('undo'), onClick: () => void undo(item, index) } });
    } catch (error) {
      restore(item, index);
      fail(error);
    }
  };
  return { items, remove };
}
