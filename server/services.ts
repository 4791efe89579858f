import type { Env } from '#server/config/env.ts';
import type { Database } from '#server/db/client.ts';
import type { PageRenderer } from '#server/http/ssr/renderer.ts';
import type { Logger } from '#server/log.ts';
import type { Metrics } from '#server/metrics/metrics.ts';
import type { AdminViews } from '#server/modules/admin/admin-views.service.ts';
import type { AnalyticsService } from '#server/modules/analytics/analytics.service.ts';
import type { CartService } from '#server/modules/cart/cart.service.ts';
import type { CatalogImport } from '#server/modules/catalog/admin-import.service.ts';
import type { AdminInventory } from '#server/modules/catalog/admin-inventory.service.ts';
import type { AdminLabs } from '#server/modules/catalog/admin-labs.service.ts';
import type { ProductAnalyticsReports } from '#server/modules/catalog/admin-product-analytics.service.ts';
import type { CatalogAdmin } from '#server/modules/catalog/catalog-admin.ts';
import type { CatalogService } from '#server/modules/catalog/catalog.service.ts';
import type { Assistant } from '#server/modules/chat/assistant/assistant.ts';
import type { ChatService } from '#server/modules/chat/chat.service.ts';
import type { LiveChat } from '#server/modules/chat/live-chat.service.ts';
import type { ComplianceService } from '#server/modules/compliance/compliance-services.ts';
import type { ContentService } from '#server/modules/content/content.service.ts';
import type { CouriersService } from '#server/modules/couriers/couriers.service.ts';
import type { AdminGiveaways } from '#server/modules/giveaways/admin-giveaways.service.ts';
import type { GiveawayDraw } from '#server/modules/giveaways/draw.service.ts';
import type { GiveawayEntries } from '#server/modules/giveaways/entries.service.ts';
import type { MediaService } from '#server/modules/media/media.service.ts';
import type { MerchantsService } from '#server/modules/merchants/merchants.service.ts';
import type { PartnersService } from '#server/modules/merchants/partners.service.ts';
import type { MerchantShopService } from '#server/modules/merchants/shop.service.ts';
import type { ShopStaff } from '#server/modules/merchants/staff.service.ts';
import type { OutboxAdmin } from '#server/modules/notifications/outbox-admin.service.ts';
import type { OutboxWorker } from '#server/modules/notifications/outbox-worker.ts';
import type { PreferencesService } from '#server/modules/notifications/preferences.service.ts';
import type { PushSubscriptions } from '#server/modules/notifications/push-subscriptions.service.ts';
import type { OrdersService } from '#server/modules/orders/orders.service.ts';
import type { RateLimiter } from '#server/modules/ratelimit/ratelimit.service.ts';
import type { SettingsService } from '#server/modules/settings/settings.service.ts';
import type { AccountSetup } from '#server/modules/users/account-setup.service.ts';
import type { Auth } from '#server/modules/users/auth.ts';
import type { PasswordReset } from '#server/modules/users/password-reset.service.ts';
import type { UsersService } from '#server/modules/users/users.service.ts';
import type { EventBusHandle } from '#server/realtime/bus.ts';
import type { Readiness } from '#server/http/readiness.ts';
import type { TopicAuthority } from '#server/realtime/topics.ts';

/** What every part of the server uses besides the modules: settings, database, log, sessions, limits, realtime. */
export interface Infrastructure {
  env: Env;
  database: Database;
  log: Logger;
  auth: Auth;
  rateLimiter: RateLimiter;
  bus: EventBusHandle;
  /** Who may subscribe to each realtime topic. */
  topics: TopicAuthority;
  pages: PageRenderer;
  /** Whether this process should get traffic (`/readyz`); SIGTERM drains it first. */
  readiness: Readiness;
  /** The Prometheus metrics this process exposes (`/metrics`, `server/metrics`). */
  metrics: Metrics;
}

/** Each module's services under the module's name: a module with one service is that service. */
export interface ModuleServices {
  /** The admin's cross-module views: the dashboard and the search box. */
  admin: AdminViews;
  analytics: AnalyticsService;
  cart: CartService;
  catalog: {
    /** The storefront's products, search and stock (other modules read and move stock through it). */
    storefront: CatalogService;
    /** The catalog team's products and templates. */
    admin: CatalogAdmin;
    inventory: AdminInventory;
    /** The product CSV import and the catalog's exports. */
    import: CatalogImport;
    /** Lab results per batch, the certificates and the variants on the shelf from each batch. */
    labs: AdminLabs;
    /** The product analytics table per period and sort, shared by every staff member for a short while. */
    analytics: ProductAnalyticsReports;
  };
  chat: {
    /** The customer's support chat: their conversation, sending, the hand-over to a person, the guest carry-over. */
    customer: ChatService;
    /** The support chat's assistant: answers from the store's own pages and live settings, never invents. */
    assistant: Assistant;
    /** The staff live-chat desk: queue, transcripts, claim, reply, close, e-mailed transcripts. */
    live: LiveChat;
  };
  /** The log of refusals under NY rules, and the compliance and age verification reports. */
  compliance: ComplianceService;
  content: ContentService;
  couriers: CouriersService;
  giveaways: {
    /** The giveaway admin: giveaways, their entrants and analytics. */
    admin: AdminGiveaways;
    /** The provably fair draw, its winners and their claims. */
    draw: GiveawayDraw;
    /** The storefront's giveaways: the live one, entering, the free entry, shares, My Entries, the order bonus. */
    entries: GiveawayEntries;
  };
  /** The media library (images re-encoded, PDFs checked) in disk or S3-compatible storage. */
  media: MediaService;
  merchants: {
    /** Partner shops' people and the merchant portal. */
    portal: MerchantsService;
    /** A shop owner's staff: list, invite, remove. */
    staff: ShopStaff;
    partners: PartnersService;
    shop: MerchantShopService;
  };
  notifications: {
    preferences: PreferencesService;
    /** The browsers that get each account's order alerts (Web Push), and the key they subscribe with. */
    push: PushSubscriptions;
    /** The outbox as staff see and act on it. */
    outbox: OutboxAdmin;
    /** Delivers the outbox; the server starts it, the test apps leave it stopped unless a test starts it. */
    worker: OutboxWorker;
  };
  /** Checkout, the customer's orders, delivery, the staff screens, risk and coupons. */
  orders: OrdersService;
  settings: SettingsService;
  users: {
    /** Sign-up, sessions, profiles, devices, blocking and the staff user screens. */
    accounts: UsersService;
    /** Single-use links that set an account's first password. */
    setup: AccountSetup;
    /** Password recovery: the e-mailed single-use link and the new password. */
    passwordReset: PasswordReset;
  };
}

/**
 * Built once per process by `createServices` (`create-services.ts`): the infrastructure at the top, each module's
 * services under the module's name.
 */
export type Services = Infrastructure & ModuleServices;
