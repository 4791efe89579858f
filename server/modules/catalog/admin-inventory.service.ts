import {
  INVENTORY_MESSAGES,
  type InventoryAdjust,
  type InventoryPage,
  type InventoryQuery,
  type InventoryRow,
  type MovementsPage,
} from '#domain/admin/inventory.ts';
import type { Db } from '#server/db/client.ts';
import { integer, pageOf, readCursor, text, UUID } from '#server/db/keyset.ts';
import { auditOrigin, type Actor } from '#server/lib/actor.ts';
import { AppError, notFound } from '#server/lib/errors.ts';
import { recordAudit } from '#server/modules/audit/audit.service.ts';
import type { CatalogService } from './catalog.service.ts';
import { lockVariant, writeThreshold } from './admin-inventory.repo.ts';
import {
  inventoryRows,
  lowStockCount,
  movementRows,
  variantExists,
  type InventoryFilter,
} from './admin-inventory.queries.ts';
import { writeStock } from './shop-catalog.repo.ts';

const refusal = () => new AppError(400, 'invalid_cursor', INVENTORY_MESSAGES.badCursor);
const PRODUCT_NAME = text(/^.{0,300}$/s);
const INVENTORY_KEY = [PRODUCT_NAME, UUID, integer, integer, UUID] as const;

type Row = Awaited<ReturnType<typeof inventoryRows>>[number];
const rowView = ({ sort: _sort, price: _price, ...r }: Row): InventoryRow => ({
  ...r,
  low: Boolean(r.low),
  lastMovementAt: r.lastMovementAt === null ? null : new Date(r.lastMovementAt).toISOString(),
});

/**
 * The admin's inventory: every variant's stock with its ledger, adjusted by hand with a reason through the same
 * write as the merchant portal (the stock and its ledger row together), audited in that transaction; then every
 * process and storefront hears `catalog.changed`.
 */
export function createAdminInventory(db: Db, catalog: Pick<CatalogService, 'changed'>) {
  async function list(query: InventoryQuery): Promise<InventoryPage> {
    const filter: InventoryFilter = {
      q: query.q,
      shop: query.shop,
      category: query.category,
      low: query.low === 'yes',
      after: query.cursor ? readCursor(query.cursor, INVENTORY_KEY, { kind: 'inv', refusal }) : null,
      limit: query.limit,
    };
    const [rows, lowCount] = await Promise.all([inventoryRows(db, filter), lowStockCount(db)]);
    const { rows: page, nextCursor } = pageOf(
      rows,
      query.limit,
      (last) => [last.productName, last.productId, last.sort, last.price, last.variantId],
      'inv',
    );
    return { rows: page.map(rowView), nextCursor, lowStockCount: lowCount };
  }

  async function row(variantId: string): Promise<InventoryRow> {
    const [r] = await inventoryRows(db, { variantId, limit: 1 });
    if (!r) throw notFound(INVENTORY_MESSAGES.variantNotFound);
    return rowView(r);
  }

  async function locked(tx: Parameters<typeof lockVariant>[0], variantId: string) {
    const v = await lockVariant(tx, variantId);
    if (!v) throw notFound(INVENTORY_MESSAGES.variantNotFound);
    return v;
  }

  /** A new count or a change by some units, with its reason: one ledger row and one audit row. */
  async function adjust(actor: Actor, variantId: string, change: InventoryAdjust) {
    const productId = await db.transaction(async (tx) => {
      const v = await locked(tx, variantId);
      const after = change.mode === 'set' ? change.stock : v.stock + change.delta;
      if (after < 0) {
        const field = change.mode === 'set' ? 'stock' : 'delta';
        throw new AppError(422, 'stock_below_zero', INVENTORY_MESSAGES.belowZero, {
          [field]: INVENTORY_MESSAGES.belowZero,
        });
      }
      const note = change.note?.trim() || null;
      await writeStock(tx, {
        variantId,
        shopId: v.merchantId,
        before: v.stock,
        after,
        reason: change.reason,
        note,
        actorUserId: actor.userId,
        actorRole: 'admin',
      });
      await recordAudit(tx, {
        ...auditOrigin(actor),
        action: 'catalog.stock.adjust',
        targetType: 'product_variant',
        targetId: variantId,
        before: { stock: v.stock },
        after: { stock: after },
        details: { productId: v.productId, label: v.label, reason: change.reason, note, mode: change.mode },
      });
      return v.productId;
    });
    await catalog.changed([productId]);
    return row(variantId);
  }

  /** The count at or under which a variant shows as low on stock; audited. */
  async function setThreshold(actor: Actor, variantId: string, threshold: number) {
    const productId = await db.transaction(async (tx) => {
      const v = await locked(tx, variantId);
      await writeThreshold(tx, variantId, threshold);
      await recordAudit(tx, {
        ...auditOrigin(actor),
        action: 'catalog.stock.threshold',
        targetType: 'product_variant',
        targetId: variantId,
        before: { threshold: v.threshold },
        after: { threshold },
        details: { productId: v.productId, label: v.label },
      });
      return v.productId;
    });
    await catalog.changed([productId]);
    return row(variantId);
  }

  async function movements(
    variantId: string,
    cursor: string | undefined,
    limit: number,
  ): Promise<MovementsPage> {
    if (!(await variantExists(db, variantId))) throw notFound(INVENTORY_MESSAGES.variantNotFound);
    const [before] = cursor ? readCursor(cursor, [integer], { kind: 'mov', refusal }) : [null];
    const rows = await movementRows(db, variantId, before, limit);
    const { rows: page, nextCursor } = pageOf(rows, limit, (last) => [last.id], 'mov');
    return { movements: page.map((m) => ({ ...m, at: m.at.toISOString() })), nextCursor };
  }

  return { list, row, adjust, setThreshold, movements };
}
export type AdminInventory = ReturnType<typeof createAdminInventory>;
