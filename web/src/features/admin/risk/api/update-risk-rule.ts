import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { RiskConfigResponse, RiskRuleResponse } from '#domain/admin/risk.ts';
import type { RiskRuleKey, RiskRulePatch } from '#domain/risk/rules.ts';
import { api } from '#web/lib/api-client.ts';
import { RISK_RULES_KEY } from './get-risk-rules.ts';

/** `PATCH /api/admin/risk/rules/:key`: the rule as saved goes into the rules list. */
export function useUpdateRiskRule(key: RiskRuleKey) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (patch: RiskRulePatch) =>
      api<RiskRuleResponse>(`/api/admin/risk/rules/${key}`, { method: 'PATCH', body: patch }).then(
        (r) => r.rule,
      ),
    onSuccess: (rule) => {
      queryClient.setQueryData<RiskConfigResponse>(RISK_RULES_KEY, (config) =>
        config ? { ...config, rules: config.rules.map((r) => (r.key === rule.key ? rule : r)) } : config,
      );
      void queryClient.invalidateQueries({ queryKey: ['admin', 'audit-logs'] });
    },
  });
}
