import { useParams } from 'react-router';
import { RequirePermission } from '#web/features/admin/components/no-page-access.tsx';
import { useProductPrefill } from '#web/features/admin/products/api/get-product-prefill.ts';
import { ProductFormPage } from '#web/features/admin/products/components/product-form-page.tsx';
import { ProductWizard } from '#web/features/admin/products/components/product-wizard.tsx';
import { pickCertificate } from './certificate-picker.tsx';
import { useStaff } from './use-staff.ts';

function DuplicateProduct({ id }: { id: string }) {
  const prefill = useProductPrefill({ duplicateOf: id });
  return (
    <ProductFormPage
      title="Duplicate product"
      description="A copy as a new draft: no SKUs, no stock. Nothing is written until you save the basics."
      state={prefill.isPending ? 'loading' : prefill.isError ? 'error' : 'ready'}
      retry={() => void prefill.refetch()}
    >
      {prefill.data && <ProductWizard prefill={prefill.data} certificatePicker={pickCertificate} />}
    </ProductFormPage>
  );
}

/** Catalog → Products → Duplicate: the form pre-filled from another product. */
export function AdminProductDuplicateRoute() {
  const me = useStaff();
  const { id = '' } = useParams();
  return (
    <RequirePermission roles={me.roles} permission="catalog:write">
      <DuplicateProduct id={id} />
    </RequirePermission>
  );
}
