import type { Env } from '#server/config/env.ts';
import type { Database } from '#server/db/client.ts';
import type { Services } from '#server/services.ts';
import { createPageRenderer } from '#server/http/ssr/renderer.ts';
import type { Logger } from '#server/log.ts';
import { createProductAnalytics } from '#server/modules/catalog/admin-product-analytics.service.ts';
import { createAnalyticsService } from '#server/modules/analytics/analytics.service.ts';
import { createCartService } from '#server/modules/cart/cart.service.ts';
import { createCatalogService } from '#server/modules/catalog/catalog.service.ts';
import { createContentService } from '#server/modules/content/content.service.ts';
import { createComplianceService } from '#server/modules/compliance/compliance-services.ts';
import { createCourierAccess } from '#server/modules/couriers/access.service.ts';
import { createCouriersService } from '#server/modules/couriers/couriers.service.ts';
import { createCourierTracking } from '#server/modules/couriers/tracking.service.ts';
import { createHolderKey } from '#server/modules/couriers/holder-key.ts';
import { createMerchantsService } from '#server/modules/merchants/merchants.service.ts';
import { createShopStaff } from '#server/modules/merchants/staff.service.ts';
import { createPartnersService } from '#server/modules/merchants/partners.service.ts';
import { createMerchantShop } from '#server/modules/merchants/shop.service.ts';
import { createShopCatalog } from '#server/modules/catalog/shop-catalog.service.ts';
import { createAdminInventory } from '#server/modules/catalog/admin-inventory.service.ts';
import { createCatalogAdmin } from '#server/modules/catalog/catalog-admin.ts';
import { createOrderNotify } from '#server/modules/orders/order-notices.ts';
import { createOrdersService } from '#server/modules/orders/orders.service.ts';
import { createEventBus, type EventBusHandle } from '#server/realtime/bus.ts';
import { createMetrics, type Metrics } from '#server/metrics/metrics.ts';
import { outboxBacklog } from '#server/modules/notifications/outbox.repo.ts';
import { createReadiness } from '#server/http/readiness.ts';
import { createTopicAuthority } from '#server/realtime/topics.ts';
import { createNotifier } from '#server/modules/notifications/notifications.service.ts';
import { createPreferencesService } from '#server/modules/notifications/preferences.service.ts';
import { createPushSubscriptions } from '#server/modules/notifications/push-subscriptions.service.ts';
import { createOutboxAdmin } from '#server/modules/notifications/outbox-admin.service.ts';
import { outboxWorkerFor } from '#server/modules/notifications/outbox-delivery.ts';
import { createSettingsService } from '#server/modules/settings/settings.service.ts';
import { createRateLimiter } from '#server/modules/ratelimit/ratelimit.service.ts';
import { createAuth } from '#server/modules/users/auth.ts';
import { createUsersService } from '#server/modules/users/users.service.ts';
import { createAccountSetup } from '#server/modules/users/account-setup.service.ts';
import { createPasswordReset } from '#server/modules/users/password-reset.service.ts';
import { createAdminGiveaways } from '#server/modules/giveaways/admin-giveaways.service.ts';
import { createCatalogImport } from '#server/modules/catalog/admin-import.service.ts';
import { createMediaService } from '#server/modules/media/media.service.ts';
import { createMediaStorage } from '#server/modules/media/media-storage.ts';
import { createAdminLabs } from '#server/modules/catalog/admin-labs.service.ts';
import { createGiveawayDraw } from '#server/modules/giveaways/draw.service.ts';
import { createAssistant } from '#server/modules/chat/assistant/assistant.ts';
import { mayFollowChat } from '#server/modules/chat/chat.policy.ts';
import { selectChatOwner } from '#server/modules/chat/messages.repo.ts';
import { createLiveChat } from '#server/modules/chat/live-chat.service.ts';
import { createGiveawayEntries } from '#server/modules/giveaways/entries.service.ts';
import { createChatService } from '#server/modules/chat/chat.service.ts';
import { createAdminViews } from '#server/modules/admin/admin-views.service.ts';
import { createLowStock } from '#server/modules/catalog/low-stock.service.ts';

export interface ServiceOptions {
  /** The clock the store's rules read (tests pin it). */
  now?: () => Date;
  /** An event bus shared with other services on the same database (tests of several app instances on PGlite). */
  bus?: EventBusHandle;
  /** Where a password-reset request's work runs after its answer (tests hold it); unset, at once in the background. */
  passwordResetLater?: (work: () => Promise<void>) => void;
  /** The hash sign-up computes (tests count its calls); unset, argon2id. */
  hashPassword?: (plain: string) => Promise<string>;
  /** The process's metrics (the server's, with the Node.js families); unset, a registry of the app's own. */
  metrics?: Metrics;
}

export function createServices(
  env: Env,
  database: Database,
  log: Logger,
  options: ServiceOptions = {},
): Services {
  const { db } = database;
  const metrics = options.metrics ?? createMetrics();
  metrics.watchDatabase(database);
  metrics.watchOutbox(() => outboxBacklog(db), log);
  const auth = createAuth(env, db);
  const outboxWorker = outboxWorkerFor(env, database, log);
  const notifier = createNotifier(outboxWorker);
  const bus = options.bus ?? createEventBus(database, log, { onDelivered: metrics.fanout });
  const catalog = createCatalogService(db, { bus });
  const cart = createCartService(db, catalog);
  const users = createUsersService({
    db,
    auth,
    bus,
    notifier,
    secret: env.AUTH_SECRET,
    publicUrl: env.PUBLIC_URL,
    ...(options.hashPassword ? { hashPassword: options.hashPassword } : {}),
    // The orders service is made below (it needs this one); the look-up runs only on request.
    guestOrders: (...args) => orders.staff.guestOrders(...args),
    joinGuestOrders: (...args) => orders.joinGuestOrders(...args),
    servedZips: async () => (await settings.load()).deliveryZips,
    // A deleted account's cart, notification choices, push browsers and chat address go in its transaction.
    forgetAccount: async (tx, userId) => {
      await cart.clear(tx, userId);
      await preferences.forget(tx, userId);
      await push.forget(tx, userId);
      await chatCustomer.forgetContact(tx, userId);
    },
  });
  const now = options.now ?? (() => new Date());
  const preferences = createPreferencesService(db);
  const push = createPushSubscriptions(db, env.vapid.publicKey);
  const settings = createSettingsService(db, bus, { mapTileUrl: env.MAP_TILE_URL });
  const content = createContentService(db);
  const analytics = createAnalyticsService(db, bus, log);
  const chatCustomer = createChatService({ db, bus, settings, now, rateLimits: env.RATE_LIMIT_ENABLED });
  cart.edibleLimitFrom(async () => (await settings.load()).edibleLimits.mgPerOrder);
  const notify = createOrderNotify(env.PUBLIC_URL, now);
  const carryLimits = async () => (await settings.load()).carryLimitsCents;
  const courierAccess = createCourierAccess({ db, bus, now, carryLimits });
  const tracking = createCourierTracking({ db, bus, now });
  const orders = createOrdersService({
    db,
    log,
    metrics,
    deviceSignals: (tx, userId, deviceId) => users.devices.signals(tx, userId, deviceId),
    catalog,
    cart,
    users,
    settings,
    bus,
    notifier,
    notify,
    publicUrl: env.PUBLIC_URL,
    now,
    courierOf: tracking.customerView,
    courierUnlocked: courierAccess.sessionUnlocked,
    courierIdOf: courierAccess.courierIdOf,
  });
  const accountSetup = createAccountSetup({ db, bus, publicUrl: env.PUBLIC_URL, now });
  const couriers = createCouriersService(
    {
      db,
      log,
      bus,
      orders,
      catalog,
      notifier,
      notify,
      now,
      carryLimits,
      signatureRetentionDays: async () => (await settings.load()).signatureRetentionDays,
      holderKey: createHolderKey(env.AUTH_SECRET),
      accounts: accountSetup,
      publicUrl: env.PUBLIC_URL,
    },
    { access: courierAccess, tracking },
  );
  const merchants = createMerchantsService({ db, bus, orders, now });
  const partners = createPartnersService({
    db,
    bus,
    now,
    notifier,
    accounts: accountSetup,
    publicUrl: env.PUBLIC_URL,
  });
  const shopCatalog = createShopCatalog(db, catalog, bus);
  const media = createMediaService({ db, storage: createMediaStorage(env), log, dataDir: env.DATA_DIR });
  const merchantShop = createMerchantShop({
    shopCatalog,
    logos: media.shopLogos,
    now,
  });
  const topics = createTopicAuthority({
    orders,
    unlockedCourierId: courierAccess.unlockedCourierId,
    shopOf: async (userId) => (await merchants.membership(userId))?.shopId ?? null,
    followsChat: async (sessionId, who) =>
      mayFollowChat(await selectChatOwner(db, sessionId), {
        userId: who.userId,
        roles: who.roles,
        guestHash: who.chatGuest ?? null,
      }),
  });
  return {
    env,
    database,
    log,
    auth,
    rateLimiter: createRateLimiter(db, env.RATE_LIMIT_ENABLED),
    bus,
    topics,
    pages: createPageRenderer({ log }),
    readiness: createReadiness({ database, bus }),
    metrics,
    admin: createAdminViews(
      db,
      { orders: orders.dashboard, couriers: couriers.dashboard, lowStock: createLowStock(db) },
      bus,
    ),
    analytics,
    cart,
    catalog: {
      storefront: catalog,
      admin: createCatalogAdmin({ db, catalog, settings, now }),
      inventory: createAdminInventory(db, catalog),
      import: createCatalogImport(db, catalog, { log }),
      labs: createAdminLabs({ db, catalog, now }),
      analytics: createProductAnalytics(db, bus),
    },
    chat: {
      customer: chatCustomer,
      assistant: createAssistant({ db, env, settings, orders, now, shops: () => content.shops() }),
      live: createLiveChat({
        db,
        bus,
        notifier,
        now,
        publicUrl: env.PUBLIC_URL,
        guestOrders: orders.staff.guestOrders,
      }),
    },
    compliance: createComplianceService({ db, log, metrics, now, settings: () => settings.load() }),
    content,
    couriers,
    giveaways: {
      admin: createAdminGiveaways({ db, bus, now }),
      draw: createGiveawayDraw({ db, bus, notifier, now, publicUrl: env.PUBLIC_URL }),
      entries: createGiveawayEntries({ db, bus, log, settings, analytics, now }),
    },
    media,
    merchants: {
      portal: merchants,
      staff: createShopStaff({ db, bus, notifier, publicUrl: env.PUBLIC_URL, now }),
      partners,
      shop: merchantShop,
    },
    notifications: {
      preferences,
      push,
      outbox: createOutboxAdmin(db, notifier),
      worker: outboxWorker,
    },
    orders,
    settings,
    users: {
      accounts: users,
      setup: accountSetup,
      passwordReset: createPasswordReset({
        db,
        log,
        notifier,
        users,
        accountSetup,
        publicUrl: env.PUBLIC_URL,
        now,
        later: options.passwordResetLater,
      }),
    },
  };
}
