import { limitLine, type AddCartItem, type AddToCart, type CartLine } from '#domain/cart.ts';
import { needsNewCart, OTHER_SHOP, otherShopMessage } from '#domain/cart-shops.ts';
import { limitViolation } from '#domain/compliance/limits.ts';
import { COMPLIANCE } from '#domain/compliance/rules.ts';
import type { Product } from '#domain/catalog.ts';
import type { Db, DbOrTx } from '#server/db/client.ts';
import { AppError, notFound } from '#server/lib/errors.ts';
import type { CatalogService } from '#server/modules/catalog/catalog.service.ts';
import { canTouchLine } from './cart.policy.ts';
import {
  clearLines,
  deleteLine,
  findLine,
  listLines,
  setQuantity,
  upsertLine,
  type CartRow,
} from './cart.repo.ts';

const outOfStock = (p: Product) => new AppError(409, 'out_of_stock', `${p.name} is out of stock`);
const onlyLeft = (p: Product, n: number) =>
  new AppError(409, 'insufficient_stock', `Only ${n} left of ${p.name}`);

export function createCartService(db: Db, catalog: CatalogService) {
  /**
   * The store's edible THC limit per order (a setting; the default until the settings are wired in). Each write
   * reads it before opening its transaction: a settings read inside would wait on that transaction's connection.
   */
  let edibleLimit: () => Promise<number> = async () => COMPLIANCE.edibleMgPerOrder;
  async function toLines(rows: CartRow[]): Promise<CartLine[]> {
    const products = new Map(
      (await catalog.productsByIds(rows.map((r) => r.productId))).map((p) => [p.id, p]),
    );
    return rows.flatMap((row) => {
      const product = products.get(row.productId);
      return product
        ? [
            {
              id: row.id,
              productId: row.productId,
              quantity: row.quantity,
              selectedWeight: row.selectedWeight,
              product,
            },
          ]
        : [];
    });
  }

  async function violationOf(rows: CartRow[], edibleMgLimit: number) {
    const lines = await toLines(rows);
    return limitViolation(
      lines.map((l) => limitLine(l.product, l.selectedWeight, l.quantity)),
      edibleMgLimit,
    );
  }

  async function assertWithinLimits(rows: CartRow[], edibleMgLimit: number) {
    const violation = await violationOf(rows, edibleMgLimit);
    if (violation) throw new AppError(422, 'purchase_limit', violation);
  }

  async function stockFor(tx: DbOrTx, product: Product, label: string) {
    const stock = await catalog.stockOf(tx, product.id, label);
    if (stock === null) throw new AppError(400, 'unknown_weight', `${product.name} is not sold as ${label}`);
    return stock;
  }

  async function read(userId: string) {
    return toLines(await listLines(db, userId));
  }

  /** One order comes from one shop: an item from another shop needs `replace`, which empties the cart first. */
  async function add(userId: string, input: AddToCart) {
    const product = await catalog.getProduct(input.productId);
    const limit = await edibleLimit();
    await db.transaction(async (tx) => {
      let rows = await listLines(tx, userId, true);
      if (input.replace) {
        await clearLines(tx, userId);
        rows = [];
      }
      const shops = (await toLines(rows)).map((l) => l.product.shop);
      if (needsNewCart(shops, product.shop.id)) {
        throw new AppError(409, OTHER_SHOP, otherShopMessage(shops, product.shop));
      }
      const existing = rows.find(
        (r) => r.productId === product.id && r.selectedWeight === input.selectedWeight,
      );
      const stock = await stockFor(tx, product, input.selectedWeight);
      if (stock === 0) throw outOfStock(product);
      const quantity = (existing?.quantity ?? 0) + input.quantity;
      if (quantity > stock) throw onlyLeft(product, stock);
      const next = existing
        ? rows.map((r) => (r === existing ? { ...r, quantity } : r))
        : [
            ...rows,
            { id: '', userId, productId: product.id, selectedWeight: input.selectedWeight, quantity },
          ];
      await assertWithinLimits(next, limit);
      await upsertLine(tx, userId, product.id, input.selectedWeight, quantity);
    });
    return read(userId);
  }

  async function update(userId: string, lineId: string, quantity: number) {
    const limit = await edibleLimit();
    await db.transaction(async (tx) => {
      const rows = await listLines(tx, userId, true);
      const line = rows.find((r) => r.id === lineId) ?? null;
      if (!canTouchLine(userId, line)) throw notFound('Cart item not found');
      const product = await catalog.getProduct(line.productId);
      const stock = await stockFor(tx, product, line.selectedWeight);
      if (quantity > stock) throw stock === 0 ? outOfStock(product) : onlyLeft(product, stock);
      await assertWithinLimits(
        rows.map((r) => (r.id === lineId ? { ...r, quantity } : r)),
        limit,
      );
      await setQuantity(tx, lineId, userId, quantity);
    });
    return read(userId);
  }

  async function remove(userId: string, lineId: string) {
    const line = await findLine(db, lineId);
    if (!canTouchLine(userId, line)) throw notFound('Cart item not found');
    await deleteLine(db, lineId, userId);
    return read(userId);
  }

  /** Guest cart merge at sign-in: quantities add up, capped at stock and at the purchase limits. */
  async function merge(userId: string, items: AddCartItem[]) {
    const limit = await edibleLimit();
    await db.transaction(async (tx) => {
      const rows = await listLines(tx, userId, true);
      for (const item of items) {
        const [product] = await catalog.productsByIds([item.productId]);
        if (!product) continue;
        const stock = await catalog.stockOf(tx, product.id, item.selectedWeight);
        if (!stock) continue;
        const existing = rows.find(
          (r) => r.productId === product.id && r.selectedWeight === item.selectedWeight,
        );
        const base = existing?.quantity ?? 0;
        let quantity = Math.min(stock, base + item.quantity);
        const withQuantity = (q: number) =>
          existing
            ? rows.map((r) => (r === existing ? { ...r, quantity: q } : r))
            : [
                ...rows,
                { id: '', userId, productId: product.id, selectedWeight: item.selectedWeight, quantity: q },
              ];
        while (quantity > base && (await violationOf(withQuantity(quantity), limit)) !== null) quantity -= 1;
        if (quantity <= base) continue;
        await upsertLine(tx, userId, product.id, item.selectedWeight, quantity);
        rows.splice(0, rows.length, ...withQuantity(quantity));
      }
    });
    return read(userId);
  }

  /** Checkout: the caller's lines, locked, in the checkout's transaction. */
  function checkoutLines(tx: DbOrTx, userId: string) {
    return listLines(tx, userId, true);
  }

  function clear(tx: DbOrTx, userId: string) {
    return clearLines(tx, userId);
  }

  /** Reads the edible limit from the store settings (created after the cart). */
  function edibleLimitFrom(read: () => Promise<number>) {
    edibleLimit = read;
  }

  return { read, add, update, remove, merge, checkoutLines, clear, edibleLimitFrom };
}

export type CartService = ReturnType<typeof createCartService>;
