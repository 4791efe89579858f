import type { ChatMessage } from './schemas.ts';

/** A chat's lines by id, oldest first, each once (a send's answer and the realtime fetch may both bring the same line). */
export function mergeLines(known: readonly ChatMessage[], incoming: readonly ChatMessage[]): ChatMessage[] {
  const byId = new Map(known.map((m) => [m.id, m]));
  for (const m of incoming) byId.set(m.id, m);
  return [...byId.values()].sort((a, b) => Number(BigInt(a.id) - BigInt(b.id)));
}

export const lastLineId = (lines: readonly ChatMessage[]) => lines.at(-1)?.id ?? null;

/** The newest line from the assistant or staff (what a customer may not have read yet). */
export const lastAnswerId = (lines: readonly ChatMessage[]) =>
  lines.findLast((m) => m.senderType !== 'user')?.id ?? null;
