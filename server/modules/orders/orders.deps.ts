import type { CustomerCourier } from '#domain/couriers/views.ts';
import type { OrderNoticeEvent } from '#domain/notifications.ts';
import type { Db, DbOrTx } from '#server/db/client.ts';
import type { Logger } from '#server/log.ts';
import type { Metrics } from '#server/metrics/metrics.ts';
import type { CartService } from '#server/modules/cart/cart.service.ts';
import type { CatalogService } from '#server/modules/catalog/catalog.service.ts';
import type { Notifier } from '#server/modules/notifications/notifications.service.ts';
import type { SettingsService } from '#server/modules/settings/settings.service.ts';
import type { UsersService } from '#server/modules/users/users.service.ts';
import type { EventBus } from '#server/realtime/bus.ts';
import type { OrderRow } from './orders.repo.ts';
import type { DeviceSignals, RiskConfig } from './risk-assessment.ts';

export interface OrdersDeps {
  db: Db;
  log: Logger;
  /** The business counters: orders placed, status changes, checkout conflicts. */
  metrics: Pick<Metrics, 'orderPlaced' | 'orderMoved' | 'checkoutConflict'>;
  catalog: CatalogService;
  cart: CartService;
  users: UsersService;
  settings: SettingsService;
  bus: EventBus;
  notifier: Notifier;
  /** Queues the customer's messages for an order event in the caller's transaction. */
  notify(
    tx: DbOrTx,
    order: OrderRow,
    event: OrderNoticeEvent,
    extra?: { reason?: string; etaMinutes?: number },
  ): Promise<void>;
  publicUrl: string;
  now(): Date;
  /** The order's courier as its customer may know them, and where they are (the couriers module's tracking). */
  courierOf(order: OrderRow): Promise<CustomerCourier | null>;
  /** Whether this session of the courier has its PIN entered now (the couriers module's access). */
  courierUnlocked(userId: string, sessionId: string | null): Promise<boolean>;
  /** The couriers.id of an order's courier user, for the courier's own realtime topic (null when none). */
  courierIdOf(userId: string): Promise<string | null>;
  /** The risk rules and threshold in force (a per-process copy; read afresh when not given). */
  riskConfig?(tx: DbOrTx): Promise<RiskConfig>;
  /** Devices on the account and accounts on the device, for risk scoring (zeros when not given). */
  deviceSignals?: DeviceSignals;
}
