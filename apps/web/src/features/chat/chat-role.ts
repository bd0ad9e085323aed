'use client';

import { createContext, useContext } from 'react';

/** Whether the signed-in person is a provider (a manager or a sales rep), for the conversation's actions. */
export const ChatProviderContext = createContext(false);

export function useChatProvider(): boolean {
  return useContext(ChatProviderContext);
}
