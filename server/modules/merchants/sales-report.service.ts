import { daysOf } from '#domain/admin/analytics.ts';
import { nyMidnight, shiftDay } from '#domain/time/new-york.ts';
import {
  salesPeriod,
  type SalesQuery,
  type SalesReport,
  type SalesTotals,
} from '#domain/merchant/reports.ts';
import type { Db } from '#server/db/client.ts';
import { notFound } from '#server/lib/errors.ts';
import { salesByDay, salesByProduct, shopTerms, type SalesDayRow } from './sales.queries.ts';

const money = (r: SalesDayRow | undefined): SalesTotals => {
  const n = (v: string | number | undefined) => Number(v ?? 0);
  const gross = n(r?.gross);
  const discount = n(r?.discount);
  const excise = n(r?.excise);
  const platform = n(r?.platform);
  return {
    orders: n(r?.orders),
    grossCents: gross,
    discountCents: discount,
    exciseCents: excise,
    platformCents: platform,
    payoutCents: gross - discount - platform + excise,
  };
};

/** A shop's sales for a period of New York days: totals, every day, every product sold. */
export function createSalesReport(db: Db, now: () => Date) {
  return async function report(shopId: string, query: SalesQuery) {
    const period = salesPeriod(query, now());
    const shop = await shopTerms(db, shopId);
    if (!shop) throw notFound('Shop not found');
    const range = { shopId, from: nyMidnight(period.from), to: nyMidnight(shiftDay(period.to, 1)) };
    const [days, products] = await Promise.all([salesByDay(db, range), salesByProduct(db, range)]);
    const byDay = new Map(days.filter((d) => d.day !== null).map((d) => [d.day!, d]));
    const answer: SalesReport = {
      ...period,
      shopName: shop.name,
      commissionBps: shop.commissionBps,
      totals: money(days.find((d) => d.day === null)),
      byDay: daysOf({ firstDay: period.from, lastDay: period.to }).map((day) => ({
        day,
        ...money(byDay.get(day)),
      })),
      byProduct: products.map((p) => ({
        productId: p.product_id,
        variantId: p.variant_id,
        productName: p.product_name,
        variantLabel: p.variant_label,
        units: Number(p.units),
        grossCents: Number(p.gross),
      })),
    };
    return { report: answer, slug: shop.slug };
  };
}
export type SalesReportOf = ReturnType<typeof createSalesReport>;
