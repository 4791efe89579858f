export interface AddressSlot {
  id: string;
  isDefault: boolean;
  createdAt: Date;
}

const newer = (a: AddressSlot, b: AddressSlot) =>
  a.createdAt.getTime() > b.createdAt.getTime() ||
  (a.createdAt.getTime() === b.createdAt.getTime() && a.id > b.id);

/**
 * Exactly one default while any address remains: after a removal the remaining default stays, else the most
 * recently saved address is promoted. Returns the id to promote, or null when nothing needs to change.
 */
export function addressToPromote(addresses: readonly AddressSlot[], removedId: string): string | null {
  const remaining = addresses.filter((a) => a.id !== removedId);
  if (remaining.some((a) => a.isDefault)) return null;
  let latest: AddressSlot | null = null;
  for (const address of remaining) if (!latest || newer(address, latest)) latest = address;
  return latest?.id ?? null;
}
