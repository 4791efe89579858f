import { useEffect } from 'react';
import { requireAgeGate } from '#web/lib/age-gate.ts';

/**
 * NY Cannabis Law §127: the store is for adults 21+. The gate itself is the page's own (web/index.html), open from
 * the first paint; this asks for it when the storefront is reached from a staff app without an answer.
 */
export function AgeGate() {
  useEffect(requireAgeGate, []);
  return null;
}
