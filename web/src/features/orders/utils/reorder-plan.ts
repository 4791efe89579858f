import { DEFAULT_WEIGHT } from '#domain/catalog.ts';

export interface ReorderItem {
  productId: string;
  productName: string;
  variantLabel: string;
  quantity: number;
}

/** The part of a catalog product a reorder needs. */
export interface ReorderProduct {
  id: string;
  variants: readonly { label: string; stock: number }[];
}

export interface ReorderLine {
  productId: string;
  selectedWeight: string;
  quantity: number;
  name: string;
}

export interface ReorderPlan {
  lines: ReorderLine[];
  /** One sentence per line that was left out or cut down. */
  notes: string[];
}

/** 'Blue Dream (3.5g)', or just the name for products sold by the piece. */
export const itemName = (item: { productName: string; variantLabel: string }) =>
  item.variantLabel === DEFAULT_WEIGHT ? item.productName : `${item.productName} (${item.variantLabel})`;

/**
 * Which lines of a past order can go back into the cart today: items no longer sold or out of stock
 * are skipped, a line with less stock than ordered is cut to what is left. Lines of the same item merge.
 */
export function planReorder(items: readonly ReorderItem[], products: readonly ReorderProduct[]): ReorderPlan {
  const byId = new Map(products.map((p) => [p.id, p]));
  const merged = new Map<string, ReorderItem>();
  for (const item of items) {
    const key = `${item.productId}\n${item.variantLabel}`;
    const seen = merged.get(key);
    merged.set(key, seen ? { ...seen, quantity: seen.quantity + item.quantity } : { ...item });
  }
  const plan: ReorderPlan = { lines: [], notes: [] };
  for (const item of merged.values()) {
    const name = itemName(item);
    const variant = byId.get(item.productId)?.variants.find((v) => v.label === item.variantLabel);
    if (!variant) {
      plan.notes.push(`${name} is no longer sold`);
      continue;
    }
    if (variant.stock < 1) {
      plan.notes.push(`${name} is out of stock`);
      continue;
    }
    const quantity = Math.min(item.quantity, variant.stock);
    if (quantity < item.quantity)
      plan.notes.push(`Only ${quantity} of ${name} ${quantity === 1 ? 'is' : 'are'} left`);
    plan.lines.push({ productId: item.productId, selectedWeight: item.variantLabel, quantity, name });
  }
  return plan;
}
