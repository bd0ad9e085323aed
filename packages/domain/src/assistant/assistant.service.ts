import type { AssistantStatus } from '@tendero/contracts';
import { bindOperation as bind } from '../shared/bind-operation';
import type { DomainContext } from '../shared/context';
import type { AssistantContext } from './assistant-rules';
import type { AssistantEngineImpl } from './offline-engine';
import { askQuestion } from './operations/ask-question';
import { getConversation } from './operations/get-conversation';
import { listOwnConversations } from './operations/list-conversations';
import { removeConversation } from './operations/remove-conversation';
import { startConversation } from './operations/start-conversation';

/**
 * The assistant's conversations: each its user's alone, answered by the engine given (the configured model,
 * or the offline assistant). Each operation is one file in operations/; this face binds them to the context.
 */
export function createAssistant(domain: DomainContext, deps: { engine: AssistantEngineImpl }) {
  const ctx: AssistantContext = { ...domain, engine: deps.engine };
  return {
    status: (): AssistantStatus => ({ engine: deps.engine.kind, model: deps.engine.model }),
    conversations: bind(ctx, listOwnConversations),
    start: bind(ctx, startConversation),
    conversation: bind(ctx, getConversation),
    remove: bind(ctx, removeConversation),
    ask: bind(ctx, askQuestion),
  };
}
export type Assistant = ReturnType<typeof createAssistant>;
