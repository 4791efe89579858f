import type { Contract } from './http.ts';
import { accountContracts } from './account/contracts.ts';
import { passwordResetContracts } from './account/password-reset-contracts.ts';
import { pushContracts } from './account/push-contracts.ts';
import { adminComplianceContracts } from './admin/compliance-contracts.ts';
import { adminCourierContracts } from './admin/couriers-contracts.ts';
import { adminCouponContracts } from './admin/coupons-contracts.ts';
import { adminImportExportContracts } from './admin/import-export-contracts.ts';
import { adminAnalyticsContracts } from './admin/analytics-contracts.ts';
import { adminDispatchContracts } from './admin/dispatch-contracts.ts';
import { adminOrderContracts } from './admin/orders-contracts.ts';
import { adminRiskContracts } from './admin/risk-contracts.ts';
import { adminSystemContracts } from './admin/system-contracts.ts';
import { safetyContracts } from './admin/safety-contracts.ts';
import { adminUserContracts } from './admin/users-contracts.ts';
import { partnerContracts } from './admin/partner-contracts.ts';
import { inventoryContracts } from './admin/inventory-contracts.ts';
import { adminProductContracts } from './admin/products-contracts.ts';
import { adminMediaContracts } from './admin/media-contracts.ts';
import { chatContracts } from './chat/contracts.ts';
import { liveChatContracts } from './chat/staff-contracts.ts';
import { adminGiveawayContracts } from './giveaways/admin-contracts.ts';
import { cartContracts } from './cart/contracts.ts';
import { catalogContracts } from './catalog/contracts.ts';
import { courierContracts } from './couriers/contracts.ts';
import { orderContracts } from './orders/contracts.ts';
import { merchantBusinessContracts } from './merchant/business-contracts.ts';
import { merchantOrderContracts } from './merchant/orders-contracts.ts';
import { merchantShopContracts } from './merchant/shop-contracts.ts';
import { merchantPauseContracts } from './merchant/quick-pause.ts';
import { giveawayDrawContracts } from './giveaways/draw-contracts.ts';
import { giveawayPublicContracts } from './giveaways/public-contracts.ts';

/**
 * What each API route answers on success, keyed by method and path exactly as in the access matrix. A schema is the
 * JSON body; `empty` is a 204 or a body-less answer; `redirect` is a 30x with no JSON. Each schema is declared once in
 * its area's folder, types the server's answer and the web's query, and every API test's client parses every answer
 * of these routes with it (server/test-support/test-app.ts); contracts.api.test.ts fails when a route has none.
 */
export const RESPONSE_CONTRACTS: Record<string, Contract> = {
  ...catalogContracts,
  ...cartContracts,
  ...orderContracts,
  ...accountContracts,
  ...passwordResetContracts,
  ...pushContracts,
  ...courierContracts,
  ...adminOrderContracts,
  ...adminDispatchContracts,
  ...adminSystemContracts,
  ...safetyContracts,
  ...adminUserContracts,
  ...adminComplianceContracts,
  ...adminRiskContracts,
  ...adminCourierContracts,
  ...adminAnalyticsContracts,
  ...merchantBusinessContracts,
  ...merchantOrderContracts,
  ...partnerContracts,
  ...merchantShopContracts,
  ...merchantPauseContracts,
  ...inventoryContracts,
  ...adminCouponContracts,
  ...adminImportExportContracts,
  ...adminProductContracts,
  ...adminMediaContracts,
  ...giveawayDrawContracts,
  ...adminGiveawayContracts,
  ...giveawayPublicContracts,
  ...chatContracts,
  ...liveChatContracts,
};

interface CompiledContract {
  key: string;
  method: string;
  pattern: RegExp;
  params: number;
  contract: Contract;
}

const compiled: CompiledContract[] = Object.entries(RESPONSE_CONTRACTS)
  .map(([key, contract]) => {
    const [method, path] = key.split(' ') as [string, string];
    const source = path
      .split('/')
      .map((part) => (part.startsWith(':') ? '[^/]+' : part.replace(/[.*+?^${}()|[\]\\]/g, '\\$&')))
      .join('/');
    return {
      key,
      method,
      pattern: new RegExp(`^${source}$`),
      params: (path.match(/:/g) ?? []).length,
      contract,
    };
  })
  // A literal path wins over a parameter: `/api/orders/active` before `/api/orders/:id`.
  .sort((a, b) => a.params - b.params);

/** The contract of a request's route, or null when the route declares none. */
export function contractFor(method: string, url: string): { key: string; contract: Contract } | null {
  const path = url.replace(/^https?:\/\/[^/]+/, '').split('?')[0]!;
  const found = compiled.find((c) => c.method === method.toUpperCase() && c.pattern.test(path));
  return found ? { key: found.key, contract: found.contract } : null;
}
