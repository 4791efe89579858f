import { z } from 'zod';
import { BOROUGHS, type Borough } from '#domain/compliance/delivery-area.ts';
import { DEFAULT_STORE_HOURS, type StoreHours } from '#domain/compliance/delivery-windows.ts';
import { DEFAULT_DELIVERY_FEES } from '#domain/pricing.ts';
import type { Db, DbOrTx } from '#server/db/client.ts';
import { readSettings, writeSetting } from './settings.repo.ts';

/** Store settings an admin may change; each falls back to its default when unset or malformed. */
export interface StoreSettings {
  deliveryFees: Record<Borough, number>;
  storeHours: StoreHours;
  /** Map tiles for live tracking; `{z}/{x}/{y}` template. Empty = no tile layer (the map shows markers only). */
  mapTileUrl: string;
}

const cents = z.number().int().min(0).max(100_000);
const SCHEMAS = {
  deliveryFees: z.object(
    Object.fromEntries(BOROUGHS.map((b) => [b, cents])) as Record<Borough, typeof cents>,
  ),
  storeHours: z
    .object({ opensHour: z.number().int().min(8).max(23), closesHour: z.number().int().min(9).max(24) })
    .refine((h) => h.opensHour < h.closesHour),
  mapTileUrl: z.string().max(500),
};
type Key = keyof StoreSettings;
const KEYS = Object.keys(SCHEMAS) as Key[];

export function createSettingsService(db: Db, defaults: { mapTileUrl: string }, ttlMs = 5_000) {
  const fallback: StoreSettings = {
    deliveryFees: DEFAULT_DELIVERY_FEES,
    storeHours: DEFAULT_STORE_HOURS,
    mapTileUrl: defaults.mapTileUrl,
  };
  let cached: { value: StoreSettings; at: number } | null = null;

  async function load(tx: DbOrTx = db): Promise<StoreSettings> {
    // Read through the caller's transaction when given one (PGlite has a single connection).
    if (cached && Date.now() - cached.at < ttlMs) return cached.value;
    const stored = await readSettings(tx, KEYS);
    const value = { ...fallback };
    for (const key of KEYS) {
      const parsed = SCHEMAS[key].safeParse(stored.get(key));
      if (parsed.success) Object.assign(value, { [key]: parsed.data });
    }
    cached = { value, at: Date.now() };
    return value;
  }

  async function set<K extends Key>(key: K, value: StoreSettings[K]) {
    await writeSetting(db, key, SCHEMAS[key].parse(value));
    cached = null;
  }

  return { load, set };
}
export type SettingsService = ReturnType<typeof createSettingsService>;
