import { detectIntent, normalize, type ChatIntent } from '#domain/chat/intents.ts';
import { KNOWLEDGE } from '#domain/chat/knowledge.ts';
import { boroughAnswer, liveAnswer, zipAnswer, type LiveSettings } from '#domain/chat/knowledge-live.ts';
import { GUEST, type Visitor } from '#domain/chat/offers.ts';
import { shopAskedAbout, shopHoursAnswer, type ShopHoursFacts } from '#domain/chat/shop-hours.ts';
import type { ChatSource } from '#domain/chat/schemas.ts';
import type { OrdersService } from '#server/modules/orders/orders.service.ts';
import type { Env } from '#server/config/env.ts';
import type { DbOrTx } from '#server/db/client.ts';
import { createRateLimiter, type RateLimiter } from '#server/modules/ratelimit/ratelimit.service.ts';
import { createOrderAnswers } from './order-answers.ts';
import { ASSISTANT_TEXT, catalogLink, reply } from './replies.ts';
import { createKnowledgeSearch } from './search.ts';

/** What the assistant knows about the conversation it answers in. */
export interface AssistantTurn {
  /** The signed-in customer, or null for a guest (who is asked for an order number and e-mail or phone). */
  userId: string | null;
  /** Earlier lines of the session, oldest first (the assistant reads back what it asked). */
  history: readonly { senderType: 'user' | 'ai' | 'staff'; message: string }[];
  /**
   * The chat session and the caller's address (`clientIp`): order look-ups are rate-limited by the address like the
   * tracking page, else by the session, else by the order number and the contact given.
   */
  sessionId?: string | null;
  ip?: string | null;
}

/** One assistant line: its text, the page it answered from (linked under it), and what it took the question for. */
export interface AssistantReply {
  message: string;
  source: ChatSource | null;
  /** faq, order_status, order_lookup, zip_check, human, greeting, price_stock, medical, unknown, … */
  intent: string;
}

export interface Assistant {
  /**
   * Call it outside any transaction: it reads settings and orders and counts order look-ups on the pool (on PGlite,
   * with one connection, a call inside a transaction waits forever).
   */
  reply(text: string, turn: AssistantTurn): Promise<AssistantReply>;
}

export interface AssistantDeps {
  settings: { load(): Promise<LiveSettings> };
  orders: Pick<OrdersService, 'mine' | 'lookup' | 'track' | 'firstOrderOf'>;
  /** The partner shops' own hours, for 'when does Larkspur open?'. */
  shops: () => Promise<ShopHoursFacts[]>;
  now: () => Date;
  /** Where order look-ups are counted: the store's rate-limit table (`db`, on unless the env turns limits off). */
  db: DbOrTx;
  env: Pick<Env, 'RATE_LIMIT_ENABLED'>;
  rateLimiter?: RateLimiter;
}

const AREA_SOURCE: ChatSource = { label: 'FAQ: Where and when do you deliver?', href: '/faq#area-hours' };
const FEES_SOURCE: ChatSource = { label: 'FAQ: How much is delivery?', href: '/faq#delivery-fee' };
const LAB_SOURCE: ChatSource = { label: 'FAQ: How do I know what is in a product?', href: '/faq#lab-tests' };

/**
 * The support chat's assistant: fixed intents first (greeting, a person, medical, order status, ZIP, price), then a
 * full-text search over the store's own pages; live answers read the current settings. Nothing external is called,
 * and it never quotes a price, stock or a health claim.
 */
export function createAssistant(deps: AssistantDeps): Assistant {
  const search = createKnowledgeSearch(KNOWLEDGE);
  const rateLimiter = deps.rateLimiter ?? createRateLimiter(deps.db, deps.env.RATE_LIMIT_ENABLED);
  const orders = createOrderAnswers({ ...deps, rateLimiter });

  /** The visitor as checkout prices them: a guest, or an account with or without an earlier order. */
  const visitorOf = async (turn: AssistantTurn): Promise<Visitor> =>
    turn.userId ? { signedIn: true, firstOrder: await deps.orders.firstOrderOf(turn.userId) } : GUEST;

  async function shopHours(text: string) {
    const shop = shopAskedAbout(normalize(text), await deps.shops());
    if (!shop) return null;
    const { storeHours } = await deps.settings.load();
    return reply(
      shopHoursAnswer(shop, storeHours, deps.now()),
      { label: `Partner shops: ${shop.name}`, href: `/partner-shops#${shop.slug}` },
      'shop_hours',
    );
  }

  async function answer(text: string, intent: ChatIntent, turn: AssistantTurn) {
    switch (intent.kind) {
      case 'greeting':
        return reply(intent.thanks ? ASSISTANT_TEXT.thanks : ASSISTANT_TEXT.greeting, null, 'greeting');
      case 'human':
        return reply(ASSISTANT_TEXT.human, null, 'human');
      case 'medical':
        return reply(ASSISTANT_TEXT.medical, LAB_SOURCE, 'medical');
      case 'order':
        return orders.answer(intent, turn);
      case 'zip': {
        const settings = await deps.settings.load();
        return reply(
          zipAnswer(intent.zip, settings, await visitorOf(turn)).message,
          AREA_SOURCE,
          'zip_check',
        );
      }
      case 'borough': {
        const settings = await deps.settings.load();
        const { served, message } = boroughAnswer(intent.borough, settings, await visitorOf(turn));
        return reply(message, served ? FEES_SOURCE : AREA_SOURCE, 'borough');
      }
      case 'price_stock': {
        const link = catalogLink(intent.category);
        return reply(ASSISTANT_TEXT.price(link.href), link, 'price_stock');
      }
      case 'search': {
        const shop = await shopHours(text);
        if (shop) return shop;
        const match = search.best(text);
        if (match) {
          const { article } = match;
          const message = article.live
            ? liveAnswer(
                article.live,
                await deps.settings.load(),
                deps.now(),
                article.text,
                await visitorOf(turn),
              )
            : article.text;
          return reply(message, article.source, 'faq');
        }
        if (intent.productQuestion) {
          const link = catalogLink(intent.category);
          return reply(ASSISTANT_TEXT.price(link.href), link, 'price_stock');
        }
        return reply(ASSISTANT_TEXT.unknown, null, 'unknown');
      }
    }
  }

  return {
    reply: (text, turn) => answer(text, detectIntent(text, turn.history), turn),
  };
}
