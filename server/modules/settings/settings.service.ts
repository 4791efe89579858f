import {
  defaultSettings,
  SETTING_KEYS,
  STORED_SETTING_SCHEMAS,
  type SettingKey,
  type SettingsUpdate,
  type StoreSettings,
} from '#domain/admin/settings.ts';
import { GIVEAWAYS_TOPIC, SETTINGS_TOPIC } from '#domain/realtime.ts';
import type { Db, DbOrTx } from '#server/db/client.ts';
import { auditOrigin, type Actor } from '#server/lib/actor.ts';
import { recordAudit } from '#server/modules/audit/audit.service.ts';
import type { EventBus } from '#server/realtime/bus.ts';
import { createAnnouncedCache } from '#server/lib/announced-cache.ts';
import { readSettings, writeSetting } from './settings.repo.ts';

export type { StoreSettings };

/**
 * Store settings an admin may change; each falls back to its default when unset or malformed. Each process keeps
 * one copy until a change is announced on the event bus (NOTIFY on PostgreSQL reaches every process), so a change
 * is in force at once everywhere.
 */
export function createSettingsService(db: Db, bus: EventBus, defaults: { mapTileUrl: string }) {
  const fallback = defaultSettings(defaults.mapTileUrl);

  async function read(tx: DbOrTx): Promise<StoreSettings> {
    const stored = await readSettings(tx, SETTING_KEYS);
    const value: StoreSettings = structuredClone(fallback);
    for (const key of SETTING_KEYS) {
      const parsed = STORED_SETTING_SCHEMAS[key].safeParse(stored.get(key));
      if (parsed.success) Object.assign(value, { [key]: parsed.data });
    }
    return value;
  }

  const cache = createAnnouncedCache(bus, SETTINGS_TOPIC, db, read);

  /** Applies a checked partial update with its audit row in one transaction, then tells every process. */
  async function update(actor: Actor, changes: SettingsUpdate): Promise<StoreSettings> {
    const { before, after } = await db.transaction(async (tx) => {
      const before = await read(tx);
      const keys = (Object.keys(changes) as SettingKey[]).filter(
        (k) => JSON.stringify(changes[k]) !== JSON.stringify(before[k]),
      );
      for (const key of keys) await writeSetting(tx, key, changes[key]);
      const next = { ...before, ...changes };
      if (keys.length > 0) {
        await recordAudit(tx, {
          ...auditOrigin(actor),
          action: 'settings.update',
          targetType: 'settings',
          targetId: 'store',
          before: Object.fromEntries(keys.map((k) => [k, before[k]])),
          after: Object.fromEntries(keys.map((k) => [k, next[k]])),
          details: { keys },
        });
      }
      return { before, after: next };
    });
    cache.drop();
    const at = new Date().toISOString();
    await bus.publish(SETTINGS_TOPIC, { kind: 'settings.changed', at });
    // The giveaway switch shows or hides the storefront's banner, header link and pages: they follow this topic.
    if (after.features.giveaway !== before.features.giveaway)
      await bus.publish(GIVEAWAYS_TOPIC, { kind: 'giveaway.changed', slug: '*', at });
    return after;
  }

  return { load: cache.load, update };
}
export type SettingsService = ReturnType<typeof createSettingsService>;
