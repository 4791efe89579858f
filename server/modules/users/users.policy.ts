/** A saved address belongs to one customer; for anyone else it does not exist (404, never 403). */
export function canTouchAddress<A extends { userId: string }>(
  userId: string,
  address: A | undefined,
): address is A {
  return address !== undefined && address.userId === userId;
}
