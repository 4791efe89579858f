import { useSearchParams } from 'react-router';
import { Download } from 'lucide-react';
import { DataTable } from '#web/components/data-table/data-table.tsx';
import { useTableParams } from '#web/components/data-table/table-params.ts';
import { PageHeader } from '#web/components/page-header.tsx';
import { buttonClass } from '#web/components/ui/button.tsx';
import { RequirePermission } from '#web/features/admin/components/no-page-access.tsx';
import {
  AGE_FILTER_KEYS,
  AGE_VERIFICATION_KEY,
  ageVerificationCsvUrl,
  ageVerificationQuery,
} from '#web/features/admin/compliance/api/get-age-verification.ts';
import { AGE_COLUMNS } from '#web/features/admin/compliance/components/age-verification-columns.tsx';
import { AgeVerificationFilters } from '#web/features/admin/compliance/components/age-verification-filters.tsx';
import { useOrdersRefresh } from '#web/hooks/use-orders-refresh.ts';
import { useStaff } from './use-staff.ts';
import { DocumentTitle } from '#web/components/layout/document-title.tsx';

function AgeVerification() {
  const [, setSearch] = useSearchParams();
  const { params, setFilter } = useTableParams(AGE_FILTER_KEYS);
  useOrdersRefresh(AGE_VERIFICATION_KEY);
  const clear = () => setSearch(new URLSearchParams());
  return (
    <div className="space-y-5">
      <DocumentTitle>Age verification</DocumentTitle>
      <PageHeader
        title="Age verification"
        description="Every checkout's date of birth and 21+ attestation, every door ID check and its courier, and refused sign-ups and applications. Newest first."
        actions={
          <a href={ageVerificationCsvUrl(params.filters)} download className={buttonClass('outline', 'sm')}>
            <Download className="h-4 w-4" aria-hidden />
            Export CSV
          </a>
        }
        filters={<AgeVerificationFilters filters={params.filters} setFilter={setFilter} clear={clear} />}
      />
      <DataTable
        caption="Age checks"
        columns={AGE_COLUMNS}
        query={ageVerificationQuery}
        getRowId={(row) => row.key}
        filterKeys={AGE_FILTER_KEYS}
        empty="No age checks match these filters."
        pagerLabels={['Newer', 'Older']}
      />
    </div>
  );
}

export function AdminAgeVerificationRoute() {
  const me = useStaff();
  return (
    <RequirePermission roles={me.roles} permission="compliance:read">
      <AgeVerification />
    </RequirePermission>
  );
}
