/**
 * Why a chat went from the assistant to a person, decided when it is handed over from the assistant's last answer
 * before the customer chose 'Speak to Real Person'. Staff read it in the queue.
 */
export const HANDOVER_REASONS = [
  'asked_for_person',
  'not_answered',
  'medical',
  'order_help',
  'staff_joined',
  'chose_person',
] as const;
export type HandoverReason = (typeof HANDOVER_REASONS)[number];

export const HANDOVER_REASON_LABELS: Record<HandoverReason, string> = {
  asked_for_person: 'Asked the assistant for a person',
  not_answered: 'The assistant could not answer',
  medical: 'Medical question (the assistant does not advise)',
  order_help: 'Question about an order',
  staff_joined: 'Staff joined from the desk',
  chose_person: "Chose 'Speak to Real Person'",
};

/** The reason from the intent of the assistant's last answer (null: it had not answered yet). */
export function handoverReasonOf(lastAssistantIntent: string | null): HandoverReason {
  switch (lastAssistantIntent) {
    case 'human':
      return 'asked_for_person';
    case 'unknown':
      return 'not_answered';
    case 'medical':
      return 'medical';
    case 'order_status':
    case 'order_lookup':
      return 'order_help';
    default:
      return 'chose_person';
  }
}
