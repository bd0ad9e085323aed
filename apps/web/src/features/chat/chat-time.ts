'use client';

import { useFormatter } from 'next-intl';

/** "14:05" today, "3 Mar" before: the short time of a message or a conversation. */
export function useChatTime(): (iso: string) => string {
  const format = useFormatter();
  return (iso: string) => {
    const date = new Date(iso);
    const today = new Date().toDateString() === date.toDateString();
    return today
      ? format.dateTime(date, { hour: '2-digit', minute: '2-digit' })
      : format.dateTime(date, { day: 'numeric', month: 'short' });
  };
}
