import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { RiskConfigResponse, RiskThresholdResponse } from '#domain/admin/risk.ts';
import { api } from '#web/lib/api-client.ts';
import { RISK_RULES_KEY } from './get-risk-rules.ts';

/** `PUT /api/admin/risk/threshold`. */
export function useSetRiskThreshold() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (threshold: number) =>
      api<RiskThresholdResponse>('/api/admin/risk/threshold', { method: 'PUT', body: { threshold } }),
    onSuccess: ({ threshold }) => {
      queryClient.setQueryData<RiskConfigResponse>(RISK_RULES_KEY, (config) =>
        config ? { ...config, threshold } : config,
      );
    },
  });
}
