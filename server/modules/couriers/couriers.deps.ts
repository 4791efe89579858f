import type { CarryLimits } from '#domain/couriers/rules.ts';
import type { OrderNoticeEvent } from '#domain/notifications.ts';
import type { Db, DbOrTx } from '#server/db/client.ts';
import type { Logger } from '#server/log.ts';
import type { CatalogService } from '#server/modules/catalog/catalog.service.ts';
import type { AccountSetup } from '#server/modules/users/account-setup.service.ts';
import type { Notifier } from '#server/modules/notifications/notifications.service.ts';
import type { OrdersService } from '#server/modules/orders/orders.service.ts';
import type { EventBus } from '#server/realtime/bus.ts';
import type { DeliveryOrderRow } from './deliveries.queries.ts';
import type { HolderKey } from './holder-key.ts';

export interface CouriersDeps {
  db: Db;
  log: Logger;
  bus: EventBus;
  orders: OrdersService;
  catalog: CatalogService;
  notifier: Notifier;
  notify(
    tx: DbOrTx,
    order: DeliveryOrderRow,
    event: OrderNoticeEvent,
    extra?: { reason?: string; etaMinutes?: number },
  ): Promise<void>;
  now(): Date;
  /** The store's carry limits today (an admin setting, in force at once on every process). */
  carryLimits(): Promise<CarryLimits>;
  /** How many days a hand-over's signature is kept (an admin setting). */
  signatureRetentionDays(): Promise<number>;
  /** The keyed hash of an ID card for the reuse signal (holder-key.ts). */
  holderKey: HolderKey;
  /** The users module's accounts made by staff (an approved courier) and their set-password links. */
  accounts: AccountSetup;
  publicUrl: string;
}
