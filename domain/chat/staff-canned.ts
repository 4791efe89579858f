import type { CannedReply } from './staff-schemas.ts';

/**
 * The desk's canned replies. `{name}` is the customer's first name, filled in by the composer ('there' when the
 * chat has no name). Facts that change (hours, fees, ZIPs) are linked, never written here.
 */
export const CANNED_REPLIES: readonly CannedReply[] = [
  {
    id: 'greeting',
    title: 'Greeting',
    text: 'Hi {name}, thanks for waiting! I’m here to help — what can I do for you?',
  },
  {
    id: 'order-on-the-way',
    title: 'Order on the way',
    text: 'Good news, {name}: your order is on its way. You can follow the courier live from the tracking link in your confirmation e-mail or under Orders in your account.',
  },
  {
    id: 'id-reminder',
    title: 'ID reminder',
    text: 'A quick reminder, {name}: the courier must check a valid government photo ID showing you are 21 or older at the door. If no one 21+ with ID is there, the order comes back to us.',
  },
  {
    id: 'delivery-area',
    title: 'Delivery area',
    text: 'We deliver across the ZIP codes listed in our FAQ: /faq. If your ZIP isn’t there yet, I can note it for when we expand.',
  },
  {
    id: 'out-of-hours',
    title: 'Out of hours',
    text: 'Thanks for your message, {name}. Our team is offline right now; we’ll reply by e-mail as soon as we’re back. Our hours are on /support.',
  },
  {
    id: 'sealed-damaged-refund',
    title: 'Refund: sealed item damaged',
    text: 'I’m sorry that arrived damaged, {name}. For sealed items damaged in delivery we refund the item in full. Could you send a photo of the item and its packaging, and your order number?',
  },
  {
    id: 'lab-results',
    title: 'Lab results',
    text: 'Every product we sell is lab tested. You’ll find the certificate of analysis (potency and contaminants) linked on each product page under “Lab results”.',
  },
  {
    id: 'order-number',
    title: 'Ask for order number',
    text: 'Could you share your order number (it starts with NYM-) so I can look into it?',
  },
  {
    id: 'checking',
    title: 'Checking',
    text: 'Thanks, {name} — give me a moment while I check that for you.',
  },
  {
    id: 'closing',
    title: 'Closing',
    text: 'Is there anything else I can help with, {name}? If not, I’ll close this chat. Have a great day!',
  },
];

/** The text with `{name}` filled with the customer's first name. */
export function fillCanned(text: string, fullName: string | null): string {
  const first = fullName?.trim().split(/\s+/)[0];
  return text.replaceAll('{name}', first && first.length > 0 ? first : 'there');
}
