/**
 * Where a reconnecting chat client resumes a conversation: after the newest message it holds with no
 * message missing below it. A conversation numbers its messages 1, 2, 3… in commit order, but pushes can
 * reach a client out of that order (two senders' messages stored a moment apart), so the newest message
 * held is no safe mark: a push lost in the broken connection may sit just below it. The client counts up
 * from the last number a fetch answered completely (`fetchedThrough`) while it holds each next number.
 * Without a complete fetch yet there is no safe mark: the client loads the latest messages instead.
 */
export function resumeAfter(
  messages: readonly { id: string; seq: number }[],
  fetchedThrough: number | null,
): string | undefined {
  if (fetchedThrough === null) return undefined;
  const bySeq = new Map(messages.map((message) => [message.seq, message.id]));
  let seq = fetchedThrough;
  while (bySeq.has(seq + 1)) seq++;
  return bySeq.get(seq);
}

/** The number a fetch's answer completes the conversation through (the answer is in commit order). */
export function fetchedThroughAfter(previous: number | null, answer: readonly { seq: number }[]): number {
  const newest = answer.reduce((top, message) => Math.max(top, message.seq), 0);
  return Math.max(previous ?? 0, newest);
}
