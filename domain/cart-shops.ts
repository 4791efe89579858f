/** A partner shop as the one-shop rule needs it. */
export interface ShopRef {
  id: string;
  name: string;
}

export const MIXED_SHOPS = 'mixed_shops';
export const OTHER_SHOP = 'other_shop';

export const NEW_CART_TITLE = 'Start a new cart?';
export const KEEP_CART_LABEL = 'Keep my cart';
export const START_NEW_CART_LABEL = 'Start new cart';

/** "A", "A and B", "A, B and C". */
export function namesList(names: readonly string[]): string {
  if (names.length <= 1) return names[0] ?? '';
  return `${names.slice(0, -1).join(', ')} and ${names.at(-1)}`;
}

/** Each shop once, in the order the lines first name it. */
export function shopsOf(shops: readonly ShopRef[]): ShopRef[] {
  const seen = new Map<string, ShopRef>();
  for (const shop of shops) if (!seen.has(shop.id)) seen.set(shop.id, shop);
  return [...seen.values()];
}

const names = (shops: readonly ShopRef[]) => namesList(shopsOf(shops).map((s) => s.name));
// A name may end the sentence itself: "Ironbark Cannabis Co." takes no second full stop.
const sentence = (text: string) => (text.endsWith('.') ? text : `${text}.`);

/** One order comes from one shop: the refusal for a cart with items from more than one, else null. */
export function mixedShopsMessage(shops: readonly ShopRef[]): string | null {
  const distinct = shopsOf(shops);
  if (distinct.length < 2) return null;
  const fix = distinct.length === 2 ? "remove one shop's items" : "keep one shop's items and remove the rest";
  return `Each order comes from one shop. Your cart has items from ${names(distinct)}: ${fix} to check out.`;
}

/** True when a cart holding items from `cartShops` cannot take an item from `shopId` without starting over. */
export function needsNewCart(cartShops: readonly ShopRef[], shopId: string): boolean {
  return cartShops.some((shop) => shop.id !== shopId);
}

/** The server cart's refusal of an item from another shop. */
export function otherShopMessage(cartShops: readonly ShopRef[], shop: ShopRef): string {
  return `${sentence(`Your cart has items from ${names(cartShops)}`)} Each order comes from one shop: ${sentence(`start a new cart to add items from ${shop.name}`)}`;
}

/** What the 'Start a new cart?' dialog explains. */
export function newCartMessage(cartShops: readonly ShopRef[], productName: string, shop: ShopRef): string {
  return `${sentence(`Your cart has items from ${names(cartShops)}`)} Each order comes from one shop, so adding ${productName} from ${shop.name} will empty your cart first.`;
}

export const fromShopLabel = (shop: ShopRef) => `From ${shop.name}`;
