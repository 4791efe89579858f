import type { Contract } from '../http.ts';
import { AdminOrderResponseSchema } from './order-detail.ts';
import {
  HeldOrdersResponseSchema,
  RiskConfigResponseSchema,
  RiskRuleResponseSchema,
  RiskThresholdResponseSchema,
} from './risk.ts';

/** The risk factors page's answers, keyed like the access matrix. */
export const adminRiskContracts = {
  'GET /api/admin/risk/rules': RiskConfigResponseSchema,
  'PATCH /api/admin/risk/rules/:key': RiskRuleResponseSchema,
  'PUT /api/admin/risk/threshold': RiskThresholdResponseSchema,
  'GET /api/admin/risk/held': HeldOrdersResponseSchema,
  'POST /api/admin/risk/held/:id/approve': AdminOrderResponseSchema,
} satisfies Record<string, Contract>;
