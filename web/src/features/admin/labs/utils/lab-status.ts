import { LAB_STATUSES } from '#domain/catalog/media-schemas.ts';
import type { BadgeTone } from '#web/components/ui/badge.tsx';

export type LabStatusName = (typeof LAB_STATUSES)[number];
export { LAB_STATUSES };

export const LAB_STATUS_LABEL: Record<LabStatusName, string> = {
  valid: 'Valid',
  expired: 'Expired',
  failed: 'Failed',
};
export const LAB_STATUS_TONE: Record<LabStatusName, BadgeTone> = {
  valid: 'success',
  expired: 'warning',
  failed: 'danger',
};

/** "CBG: 1.1, CBN 0.3" → { CBG: 1.1, CBN: 0.3 }; a value that is not a number stays NaN for the schema to refuse. */
export function parseCannabinoids(text: string): Record<string, number> {
  const out: Record<string, number> = {};
  for (const part of text.split(/[,;\n]/)) {
    const m = /^\s*([^:\s][^:]*?)\s*[:\s]\s*([^\s%]*)\s*%?\s*$/.exec(part);
    if (!part.trim()) continue;
    if (!m) {
      out[part.trim()] = Number.NaN;
      continue;
    }
    out[m[1]!] = m[2] === '' ? Number.NaN : Number(m[2]);
  }
  return out;
}

export const formatCannabinoids = (record: Record<string, number>) =>
  Object.entries(record)
    .map(([k, v]) => `${k}: ${v}`)
    .join(', ');
