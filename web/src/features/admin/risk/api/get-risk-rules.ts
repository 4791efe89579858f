import { queryOptions, useQuery } from '@tanstack/react-query';
import type { RiskConfigResponse } from '#domain/admin/risk.ts';
import { api } from '#web/lib/api-client.ts';

export const RISK_RULES_KEY = ['admin', 'risk', 'rules'] as const;

export const riskRulesQuery = queryOptions({
  queryKey: RISK_RULES_KEY,
  queryFn: ({ signal }) => api<RiskConfigResponse>('/api/admin/risk/rules', { signal }),
  staleTime: 0,
  retry: false,
});

/** `GET /api/admin/risk/rules`: every rule and the hold threshold. */
export const useRiskRules = () => useQuery(riskRulesQuery);
