import { AppError } from '#server/lib/errors.ts';
import { LIMITS, type RateLimiter } from '#server/modules/ratelimit/ratelimit.service.ts';
import type { AssistantDeps, AssistantReply, AssistantTurn } from './assistant.ts';
import { ASSISTANT_TEXT, orderStatusReply, reply } from './replies.ts';

const TRACK_SOURCE = { label: 'Track your order', href: '/track-order' };
const MY_ORDERS_SOURCE = { label: 'My orders', href: '/my-orders' };

/**
 * Order questions: a signed-in customer's latest order (or the one they name, if it is theirs); a guest gives the
 * order number and the e-mail or phone, checked exactly as the tracking page checks them, under its rate limit.
 */
export function createOrderAnswers({
  orders,
  rateLimiter,
  now,
}: Pick<AssistantDeps, 'orders' | 'now'> & { rateLimiter: RateLimiter }) {
  /** The tracking look-up: the same check, the same limit per address as POST /api/track/lookup. */
  async function lookUp(reference: string, contact: string, turn: AssistantTurn): Promise<AssistantReply> {
    // By address as the tracking page counts; a turn without one counts per session, else per order and contact.
    const subjects = turn.ip
      ? [turn.ip]
      : turn.sessionId
        ? [`chat:${turn.sessionId}`]
        : [`chat-order:${reference}`, `chat-contact:${contact.toLowerCase()}`];
    try {
      for (const subject of subjects) await rateLimiter.consume(LIMITS.trackLookupPerIp, subject);
    } catch (error) {
      if (error instanceof AppError && error.status === 429) {
        return reply(ASSISTANT_TEXT.tooManyLookups(error.message), TRACK_SOURCE, 'order_lookup');
      }
      throw error;
    }
    try {
      const { trackingCode } = await orders.lookup(reference, contact);
      return orderStatusReply(await orders.track(trackingCode), false, now());
    } catch (error) {
      if (error instanceof AppError && error.status === 404) {
        return reply(ASSISTANT_TEXT.orderNotFound, TRACK_SOURCE, 'order_lookup');
      }
      throw error;
    }
  }

  async function forCustomer(
    userId: string,
    reference: string | null,
    contact: string | null,
    turn: AssistantTurn,
  ): Promise<AssistantReply> {
    const mine = await orders.mine(userId);
    if (reference) {
      const named = mine.find((o) => o.orderNumber === reference || o.trackingCode === reference);
      if (named) return orderStatusReply(named, false, now());
      if (contact) return lookUp(reference, contact, turn);
      return reply(ASSISTANT_TEXT.notOnAccount(reference), MY_ORDERS_SOURCE, 'order_status');
    }
    const [latest] = mine;
    if (!latest) return reply(ASSISTANT_TEXT.noOrders, MY_ORDERS_SOURCE, 'order_status');
    return orderStatusReply(latest, true, now());
  }

  async function answer(
    intent: { reference: string | null; contact: string | null },
    turn: AssistantTurn,
  ): Promise<AssistantReply> {
    const { reference, contact } = intent;
    if (turn.userId) return forCustomer(turn.userId, reference, contact, turn);
    if (reference && contact) return lookUp(reference, contact, turn);
    if (reference) return reply(ASSISTANT_TEXT.orderAskContact(reference), TRACK_SOURCE, 'order_lookup');
    if (contact) return reply(ASSISTANT_TEXT.orderAskNumber, TRACK_SOURCE, 'order_lookup');
    return reply(ASSISTANT_TEXT.orderAsk, TRACK_SOURCE, 'order_lookup');
  }

  return { answer };
}
