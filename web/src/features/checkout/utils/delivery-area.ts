import { boroughForZip, zipNotServedMessage } from '#domain/compliance/delivery-area.ts';

/** The server's out-of-area message for a complete ZIP outside Manhattan, Brooklyn and Queens; else null. */
export function zipAreaProblem(zip: string): string | null {
  const value = zip.trim();
  if (!/^\d{5}$/.test(value) || boroughForZip(value)) return null;
  return zipNotServedMessage(value);
}
