'use client';

import { useStore } from 'zustand';
import { type ChatState, chatStore } from './chat-store';

/** A component's slice of the chat store. */
export function useChatStore<T>(select: (state: ChatState) => T): T {
  return useStore(chatStore, select);
}
