import {
  type AssistantStreamEvent,
  assistantEndpoints,
  assistantStreamEventSchema,
  endpointUrl,
  errorEnvelopeSchema,
} from '@tendero/contracts';
import { ApiError } from '@/lib/api-client';

/**
 * Asks one question and hands each event of the answer stream (JSON lines) to `onEvent` as it arrives.
 * The call is made as `apiRequest` makes its calls (same origin, cookies, the page's language); a refusal
 * before the stream (400, 404, 429) throws an `ApiError` with the server's translated message, a lost
 * connection an `ApiError` with status 0. Aborting `signal` stops the answer: the server keeps what it said.
 */
export async function askAssistant({
  conversationId,
  text,
  locale,
  signal,
  onEvent,
}: {
  conversationId: string;
  text: string;
  locale: string;
  signal: AbortSignal;
  onEvent: (event: AssistantStreamEvent) => void;
}): Promise<void> {
  let response: Response;
  try {
    response = await fetch(endpointUrl(assistantEndpoints.ask, { params: { conversationId } }), {
      method: 'POST',
      headers: {
        accept: 'application/x-ndjson',
        'accept-language': locale,
        'content-type': 'application/json',
      },
      body: JSON.stringify({ text }),
      credentials: 'same-origin',
      signal,
    });
  } catch (error) {
    if (signal.aborted) throw error;
    throw new ApiError(0, null);
  }
  if (!response.ok || !response.body) {
    const data: unknown = await response.json().catch(() => null);
    const parsed = errorEnvelopeSchema.safeParse(data);
    const error = new ApiError(response.status, parsed.success ? parsed.data : null);
    // As apiRequest: only a lost session signs out; a refused question (429, 400) never does.
    if (error.logsOut && document.cookie.includes('userId=')) window.location.assign(`/${locale}/logout`);
    throw error;
  }

  const reader = response.body.getReader();
  const decoder = new TextDecoder();
  let buffer = '';
  const emit = (line: string) => {
    if (line.trim() === '') return;
    try {
      const event = assistantStreamEventSchema.safeParse(JSON.parse(line));
      if (event.success) onEvent(event.data);
    } catch {
      // A line that is not JSON is not an event.
    }
  };
  try {
    for (;;) {
      const { done, value } = await reader.read();
      if (done) break;
      buffer += decoder.decode(value, { stream: true });
      const lines = buffer.split('\n');
      buffer = lines.pop() ?? '';
      lines.forEach(emit);
    }
    emit(buffer + decoder.decode());
  } catch (error) {
    if (signal.aborted) throw error;
    throw new ApiError(0, null);
  }
}
