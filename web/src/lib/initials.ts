/** "Lantern & Leaf Dispensary" → "LL": the first letters of the first two words, for a logo's fallback. */
export const initials = (name: string) =>
  name
    .split(/\s+/)
    .filter((w) => /^[A-Za-z0-9]/.test(w))
    .slice(0, 2)
    .map((w) => w[0]!.toUpperCase())
    .join('');
