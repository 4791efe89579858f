import type { ChatSource } from '#domain/chat/schemas.ts';

/** What the assistant knows about the conversation it answers in. */
export interface AssistantTurn {
  /** The signed-in customer, or null for a guest (who is asked for an order number and e-mail or phone). */
  userId: string | null;
  /** Earlier lines of the session, oldest first (the assistant reads back what it asked). */
  history: readonly { senderType: 'user' | 'ai' | 'staff'; message: string }[];
}

/** One assistant line: its text, the page it answered from (linked under it), and what it took the question for. */
export interface AssistantReply {
  message: string;
  source: ChatSource | null;
  /** faq, order_status, order_lookup, zip_check, human, greeting, price_stock, medical, unknown, … */
  intent: string;
}

export interface Assistant {
  reply(text: string, turn: AssistantTurn): Promise<AssistantReply>;
}

/** Placeholder until the assistant lands: it says it does not know and offers a person. */
export function createAssistant(): Assistant {
  return {
    reply: () =>
      Promise.resolve({
        message:
          'I am not sure about that one. Choose ‘Speak to Real Person’ and someone from our team will help.',
        source: null,
        intent: 'unknown',
      }),
  };
}
