import type { Category } from '#domain/catalog.ts';
import { CATEGORY_LABELS } from '#domain/catalog.ts';
import { CHAT_TEXT } from '#domain/chat/rules.ts';
import type { ChatSource } from '#domain/chat/schemas.ts';
import { windowLabel } from '#domain/compliance/delivery-windows.ts';
import { isFinal, type OrderStatus } from '#domain/orders/status.ts';
import type { AssistantReply } from './assistant.ts';

/** Every assistant line fits the widget: at most this many characters. */
export const REPLY_MAX = 600;

const person = `‘${CHAT_TEXT.realPerson}’`;

export const ASSISTANT_TEXT = {
  greeting: `Hi! I am the store’s assistant. I can help with delivery hours and area, ID and age rules, purchase limits, fees, payment and your order’s status. What would you like to know?`,
  thanks: `You are welcome! Is there anything else I can help with? For anything I cannot answer, choose ${person}.`,
  human: `To reach someone from our team, choose ${person} below. A person will take over this chat from there.`,
  medical: `I cannot give medical advice or say what a product may help with or treat. Please ask a doctor or pharmacist. If it helps, every product page shows its lab results, such as total THC and CBD.`,
  price: (link: string) =>
    `I cannot quote prices or stock here, as they change with each shop’s shelf. The product page always shows the live price and what is in stock: ${link}`,
  unknown: `I am not sure about that one, and I would rather not guess. Choose ${person} and someone from our team will help, or browse the FAQ at /faq.`,
  orderAsk: `I can check that for you. Please send your order number (it starts with NYM- and is in your confirmation) and the e-mail address or phone number you used for the order.`,
  orderAskContact: (reference: string) =>
    `Thanks! To look up ${reference}, please also send the e-mail address or phone number you used for the order (I need both, as on the tracking page, to match the order number).`,
  orderAskNumber: `Thanks! Now please send the order number: it starts with NYM- and is in your confirmation.`,
  orderNotFound: `I could not find an order matching that order number and contact. Check both against your confirmation and send them again, or use the tracking page at /track-order.`,
  noOrders: `I cannot see any orders on your account yet. If you ordered as a guest, send me the order number and the e-mail or phone you used.`,
  notOnAccount: (reference: string) =>
    `I cannot find ${reference} on your account. If you ordered it as a guest, send me the order number with the e-mail address or phone number you used.`,
  tooManyLookups: (why: string) =>
    `${why} For your security I cannot check more orders for now. Choose ${person} if you need help sooner.`,
} as const;

/** The status in words, as a customer would say it. */
const STATUS_WORDS: Record<OrderStatus, string> = {
  pending: 'received and waiting for the shop to confirm it',
  confirmed: 'confirmed by the shop',
  preparing: 'being prepared by the shop',
  ready: 'packed and waiting for its courier',
  in_transit: 'on its way with the courier',
  delivered: 'delivered',
  cancelled: 'cancelled',
  returned: 'returned to the shop',
};

export interface OrderFacts {
  orderNumber: string;
  trackingCode: string;
  status: OrderStatus;
  delivery: { isAsap: boolean; windowStart: string; windowEnd: string };
}

/** 'Your latest order NYM-… is on its way with the courier. Its delivery window is Today, 2:00 PM–3:00 PM …'. */
export function orderStatusReply(order: OrderFacts, latest: boolean, now: Date): AssistantReply {
  const track = `/track/${order.trackingCode}`;
  const which = latest ? `Your latest order, ${order.orderNumber},` : `Order ${order.orderNumber}`;
  const verb = isFinal(order.status) ? 'was' : 'is';
  const { isAsap, windowStart, windowEnd } = order.delivery;
  const label = windowLabel(new Date(windowStart), new Date(windowEnd), now);
  const window = isFinal(order.status)
    ? ''
    : ` Its delivery window is ${label} (New York time${isAsap ? ', ASAP' : ''}).`;
  return reply(
    `${which} ${verb} ${STATUS_WORDS[order.status]}.${window} Follow it live at ${track}`,
    { label: `Tracking: ${order.orderNumber}`, href: track },
    latest ? 'order_status' : 'order_lookup',
  );
}

/** The catalog, filtered to the category the question named; the product pages show live price and stock. */
export function catalogLink(category: Category | null): ChatSource {
  return category
    ? { label: `Shop: ${CATEGORY_LABELS[category]}`, href: `/?category=${category}#products` }
    : { label: 'Shop all products', href: '/#products' };
}

/** Plain text, never longer than the widget's line; a cut ends on a whole word with an ellipsis. */
export function clip(text: string): string {
  const flat = text.replace(/\s+/g, ' ').trim();
  if (flat.length <= REPLY_MAX) return flat;
  const cut = flat.slice(0, REPLY_MAX - 1);
  return `${cut.slice(0, cut.lastIndexOf(' '))}…`;
}

export function reply(message: string, source: ChatSource | null, intent: string): AssistantReply {
  return { message: clip(message), source, intent };
}
