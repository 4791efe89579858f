export const BOROUGHS = ['Manhattan', 'Brooklyn', 'Queens'] as const;
export type Borough = (typeof BOROUGHS)[number];

function range(from: number, to: number): number[] {
  return Array.from({ length: to - from + 1 }, (_, i) => from + i);
}

// USPS residential ZIP codes of the three served boroughs.
const ZIPS: Record<Borough, number[]> = {
  Manhattan: [
    ...range(10001, 10007),
    ...range(10009, 10014),
    ...range(10016, 10040),
    10044,
    10065,
    10069,
    10075,
    10128,
    10162,
    ...range(10280, 10282),
  ],
  Brooklyn: [...range(11201, 11226), ...range(11228, 11239), 11249],
  Queens: [
    11004,
    11005,
    ...range(11101, 11106),
    11109,
    ...range(11354, 11379),
    11385,
    ...range(11411, 11423),
    ...range(11426, 11429),
    ...range(11432, 11436),
    ...range(11691, 11697),
  ],
};

const BOROUGH_BY_ZIP = new Map<string, Borough>(
  BOROUGHS.flatMap((borough) => ZIPS[borough].map((zip) => [String(zip), borough] as const)),
);

/** Every ZIP the store may serve (the default delivery area); an admin may serve fewer. */
export const DELIVERY_ZIPS: readonly string[] = [...BOROUGH_BY_ZIP.keys()];

/**
 * NY delivery area rule: residential addresses in Manhattan, Brooklyn and Queens only; `served` narrows it to the
 * ZIPs the store's settings deliver to.
 */
export function boroughForZip(zip: string, served?: readonly string[]): Borough | null {
  const key = zip.trim();
  if (served && !served.includes(key)) return null;
  return BOROUGH_BY_ZIP.get(key) ?? null;
}

export const ZIP_NOT_SERVED_MESSAGE = 'We deliver only to Manhattan, Brooklyn and Queens';

/** The out-of-area answer for a ZIP, worded once for the checkout, the quote and the form. */
export const zipNotServedMessage = (zip: string) =>
  `ZIP ${zip} is outside our delivery area. ${ZIP_NOT_SERVED_MESSAGE}`;

/** The server's out-of-area message for a complete ZIP outside Manhattan, Brooklyn and Queens; else null. */
export function zipAreaProblem(zip: string): string | null {
  const value = zip.trim();
  if (!/^\d{5}$/.test(value) || boroughForZip(value)) return null;
  return zipNotServedMessage(value);
}
