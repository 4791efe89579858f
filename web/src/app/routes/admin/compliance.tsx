import { useSearchParams } from 'react-router';
import { format, parseISO } from 'date-fns';
import { PageHeader } from '#web/components/page-header.tsx';
import { RequirePermission } from '#web/features/admin/components/no-page-access.tsx';
import { ComplianceReportView } from '#web/features/admin/compliance/components/compliance-report.tsx';
import { PeriodPicker } from '#web/features/admin/compliance/components/period-picker.tsx';
import { readPeriod, type Period } from '#web/features/admin/compliance/utils/period.ts';
import { useStaff } from './use-staff.ts';
import { DocumentTitle } from '#web/components/layout/document-title.tsx';

const long = (day: string) => format(parseISO(day), 'MMM d, yyyy');

function Compliance() {
  const [search, setSearch] = useSearchParams();
  const period = readPeriod(search);
  const setPeriod = (p: Period) => setSearch(new URLSearchParams({ from: p.from, to: p.to }));
  return (
    <div className="space-y-5">
      <DocumentTitle>Compliance</DocumentTitle>
      <PageHeader
        title="Compliance"
        description={`${long(period.from)} – ${long(period.to)}, New York days. Excise to file, refusals, returns, couriers' loads and the rules in force.`}
        filters={<PeriodPicker id="compliance-period" period={period} onChange={setPeriod} />}
      />
      <ComplianceReportView period={period} />
    </div>
  );
}

export function AdminComplianceRoute() {
  const me = useStaff();
  return (
    <RequirePermission roles={me.roles} permission="compliance:read">
      <Compliance />
    </RequirePermission>
  );
}
