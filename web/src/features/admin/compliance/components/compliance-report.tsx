import { Button } from '#web/components/ui/button.tsx';
import { Skeleton } from '#web/components/ui/skeleton.tsx';
import { exciseCsvUrl, useComplianceReport } from '../api/get-compliance-report.ts';
import type { Period } from '../utils/period.ts';
import { ExciseSection } from './excise-section.tsx';
import { ManifestsSection } from './manifests-section.tsx';
import { RefusalsSection, ReturnsSection } from './refusals-section.tsx';
import { RulesSection } from './rules-section.tsx';

/** Every block of the compliance page for one period, live from the orders topic. */
export function ComplianceReportView({ period }: { period: Period }) {
  const report = useComplianceReport(period);
  if (report.isError) {
    return (
      <div role="alert" className="rounded-2xl border border-danger/40 p-6 text-center">
        <p className="font-medium">{report.error.message || 'Could not load the compliance report.'}</p>
        <Button variant="outline" size="sm" className="mt-3" onClick={() => void report.refetch()}>
          Try again
        </Button>
      </div>
    );
  }
  const data = report.data;
  if (!data) {
    return (
      <div
        role="status"
        className="grid gap-4 xl:grid-cols-2"
        aria-busy="true"
        aria-label="Loading the report"
      >
        {Array.from({ length: 4 }, (_, i) => (
          <Skeleton key={i} className="h-72 w-full rounded-2xl" />
        ))}
      </div>
    );
  }
  return (
    <div className="space-y-4" aria-busy={report.isFetching}>
      <ExciseSection excise={data.excise} csvUrl={exciseCsvUrl(period)} />
      <div className="grid gap-4 xl:grid-cols-2">
        <RefusalsSection refusals={data.refusals} />
        <ReturnsSection returns={data.returns} carry={data.carryRefusals} />
      </div>
      <ManifestsSection manifests={data.manifests} />
      <RulesSection rules={data.rules} />
    </div>
  );
}
