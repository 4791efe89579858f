import type { Context } from 'hono';
import type { Membership } from '#server/modules/merchants/merchants.queries.ts';
import type { ShopStaff } from '#server/modules/merchants/staff.service.ts';
import type { MerchantsService } from '#server/modules/merchants/merchants.service.ts';
import type { PartnersService } from '#server/modules/merchants/partners.service.ts';
import type { MerchantShopService } from '#server/modules/merchants/shop.service.ts';
import type { Role } from '#domain/auth.ts';
import type { Env } from '#server/config/env.ts';
import type { Database } from '#server/db/client.ts';
import type { Logger } from '#server/log.ts';
import type { Auth } from '#server/modules/users/auth.ts';
import type { CatalogService } from '#server/modules/catalog/catalog.service.ts';
import type { AdminInventory } from '#server/modules/catalog/admin-inventory.service.ts';
import type { ProductAnalyticsReports } from '#server/modules/catalog/admin-product-analytics.service.ts';
import type { CatalogAdmin } from '#server/modules/catalog/catalog-admin.ts';
import type { CartService } from '#server/modules/cart/cart.service.ts';
import type { UsersService } from '#server/modules/users/users.service.ts';
import type { AccountSetup } from '#server/modules/users/account-setup.service.ts';
import type { PasswordReset } from '#server/modules/users/password-reset.service.ts';
import type { AnalyticsService } from '#server/modules/analytics/analytics.service.ts';
import type { ContentService } from '#server/modules/content/content.service.ts';
import type { OrdersService } from '#server/modules/orders/orders.service.ts';
import type { ComplianceService } from '#server/modules/compliance/compliance-services.ts';
import type { CouriersService } from '#server/modules/couriers/couriers.service.ts';
import type { PreferencesService } from '#server/modules/notifications/preferences.service.ts';
import type { PushSubscriptions } from '#server/modules/notifications/push-subscriptions.service.ts';
import type { OutboxAdmin } from '#server/modules/notifications/outbox-admin.service.ts';
import type { OutboxWorker } from '#server/modules/notifications/outbox-worker.ts';
import type { SettingsService } from '#server/modules/settings/settings.service.ts';
import type { EventBusHandle } from '#server/realtime/bus.ts';
import type { TopicAuthority } from '#server/realtime/topics.ts';
import type { RateLimiter } from '#server/modules/ratelimit/ratelimit.service.ts';
import type { MediaService } from '#server/modules/media/media.service.ts';
import type { AdminLabs } from '#server/modules/catalog/admin-labs.service.ts';
import { clientAddress } from './client-ip.ts';
import { actingRole, type Actor } from '#server/lib/actor.ts';
import { forbidden, unauthorized } from '#server/lib/errors.ts';
import type { PageRenderer } from './ssr/renderer.ts';
import type { AdminCoupons } from '#server/modules/orders/admin-coupons.service.ts';
import type { AdminGiveaways } from '#server/modules/giveaways/admin-giveaways.service.ts';
import type { CatalogImport } from '#server/modules/catalog/admin-import.service.ts';
import type { Assistant } from '#server/modules/chat/assistant/assistant.ts';
import type { LiveChat } from '#server/modules/chat/live-chat.service.ts';
import type { GiveawayDraw } from '#server/modules/giveaways/draw.service.ts';
import type { GiveawayEntries } from '#server/modules/giveaways/entries.service.ts';
import type { ChatService } from '#server/modules/chat/chat.service.ts';
import type { AdminViews } from '#server/modules/admin/admin-views.service.ts';

export interface Services {
  env: Env;
  database: Database;
  log: Logger;
  auth: Auth;
  rateLimiter: RateLimiter;
  catalog: CatalogService;
  cart: CartService;
  users: UsersService;
  accountSetup: AccountSetup;
  /** Password recovery: the e-mailed single-use link and the new password. */
  passwordReset: PasswordReset;
  analytics: AnalyticsService;
  content: ContentService;
  bus: EventBusHandle;
  settings: SettingsService;
  orders: OrdersService;
  couriers: CouriersService;
  /** Who may subscribe to each realtime topic. */
  topics: TopicAuthority;
  notificationPreferences: PreferencesService;
  /** The browsers that get each account's order alerts (Web Push), and the key they subscribe with. */
  pushSubscriptions: PushSubscriptions;
  /** The outbox as staff see and act on it. */
  outboxAdmin: OutboxAdmin;
  /** Delivers the outbox; the server starts it, the test apps leave it stopped unless a test starts it. */
  outboxWorker: OutboxWorker;
  pages: PageRenderer;
  /** The log of refusals under NY rules, and the compliance and age verification reports. */
  compliance: ComplianceService;
  /** Partner shops' people and the merchant portal. */
  merchants: MerchantsService;
  /** A shop owner's staff: list, invite, remove. */
  shopStaff: ShopStaff;
  partners: PartnersService;
  merchantShop: MerchantShopService;
  adminInventory: AdminInventory;
  /** The product analytics table per period and sort, shared by every staff member for a short while. */
  productAnalytics: ProductAnalyticsReports;
  /** The admin's coupons (the orders module's table). */
  coupons: AdminCoupons;
  /** The giveaway admin: giveaways, their entrants and analytics. */
  adminGiveaways: AdminGiveaways;
  /** The product CSV import and the catalog's exports. */
  catalogImport: CatalogImport;
  /** The catalog team's products and templates. */
  catalogAdmin: CatalogAdmin;
  /** The media library (images re-encoded, PDFs checked) in disk or S3-compatible storage. */
  media: MediaService;
  /** Lab results per batch, the certificates and the variants on the shelf from each batch. */
  labs: AdminLabs;
  /** The giveaways' provably fair draw, its winners and their claims. */
  giveawayDraw: GiveawayDraw;
  /** The support chat's assistant: answers from the store's own pages and live settings, never invents. */
  chatAssistant: Assistant;
  /** The staff live-chat desk: queue, transcripts, claim, reply, close, e-mailed transcripts. */
  liveChat: LiveChat;
  /** The storefront's giveaways: the live one, entering, the free entry, shares, My Entries, the order bonus. */
  giveawayEntries: GiveawayEntries;
  /** The customer's support chat: their conversation, sending, the hand-over to a person, the guest carry-over. */
  chat: ChatService;
  /** The admin's cross-module views: the dashboard and the search box. */
  admin: AdminViews;
}

export interface AppEnv {
  Variables: {
    requestId: string;
    userId: string | null;
    /** The session row behind the cookie, when signed in. */
    sessionId: string | null;
    /** The caller's roles, read with the session; none when anonymous. */
    roles: readonly Role[];
    /** The caller's partner shop and their place in it, on merchant routes (set by requireShop). */
    shop?: Membership;
  };
}

export type AppContext = Context<AppEnv>;

export function requireUserId(c: AppContext): string {
  const userId = c.get('userId');
  if (!userId) throw unauthorized();
  return userId;
}

/** The caller's roles, read with the session: none when anonymous (blocked included). */
export function callerRoles(c: AppContext): readonly Role[] {
  return c.get('roles');
}

/** The caller's address for rate limiting (the socket peer, or the first proxy hop when trusted). */
export function clientIp(c: AppContext, trustProxy: number): string {
  const incoming = (c.env as { incoming?: { socket?: { remoteAddress?: string } } } | undefined)?.incoming;
  return clientAddress(c.req.header('x-forwarded-for'), incoming?.socket?.remoteAddress, trustProxy);
}

/**
 * The signed-in caller as the audit log records them, acting in the strongest of `among` they hold (the routes'
 * guard has already required one of them).
 */
export function requestActor(c: AppContext, trustProxy: number, among?: readonly Role[]): Actor {
  const role = actingRole(callerRoles(c), among);
  if (!role) throw forbidden();
  return {
    userId: requireUserId(c),
    role,
    ip: clientIp(c, trustProxy),
    userAgent: c.req.header('user-agent') ?? null,
    requestId: c.get('requestId'),
  };
}
