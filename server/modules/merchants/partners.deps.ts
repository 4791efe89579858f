import type { Db } from '#server/db/client.ts';
import type { Notifier } from '#server/modules/notifications/notifications.service.ts';
import type { AccountSetup } from '#server/modules/users/account-setup.service.ts';
import type { EventBus } from '#server/realtime/bus.ts';

/** What becoming a partner and the admin's partner screens need from the rest of the store. */
export interface PartnersDeps {
  db: Db;
  bus: Pick<EventBus, 'publish'>;
  now(): Date;
  notifier: Pick<Notifier, 'flush'>;
  /** The users module's accounts made by staff (an approved shop's owner) and their set-password links. */
  accounts: AccountSetup;
  publicUrl: string;
}
