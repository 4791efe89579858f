import type { ChatMessage } from '#domain/chat/schemas.ts';

/** The lines shown plus new ones, in id order, each once (an answer and a realtime fetch may both bring a line). */
export function mergeLines(shown: readonly ChatMessage[], incoming: readonly ChatMessage[]): ChatMessage[] {
  const byId = new Map<string, ChatMessage>();
  for (const line of [...shown, ...incoming]) byId.set(line.id, line);
  return [...byId.values()].sort((a, b) =>
    BigInt(a.id) < BigInt(b.id) ? -1 : BigInt(a.id) > BigInt(b.id) ? 1 : 0,
  );
}
