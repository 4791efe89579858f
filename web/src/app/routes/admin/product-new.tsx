import { useSearchParams } from 'react-router';
import { RequirePermission } from '#web/features/admin/components/no-page-access.tsx';
import { useProductPrefill } from '#web/features/admin/products/api/get-product-prefill.ts';
import { ProductFormPage } from '#web/features/admin/products/components/product-form-page.tsx';
import { ProductWizard } from '#web/features/admin/products/components/product-wizard.tsx';
import { pickCertificate } from './certificate-picker.tsx';
import { useStaff } from './use-staff.ts';

function NewProduct() {
  const [search] = useSearchParams();
  const template = search.get('template') ?? undefined;
  const prefill = useProductPrefill(template ? { template } : {});
  const state = template && prefill.isPending ? 'loading' : prefill.isError ? 'error' : 'ready';
  return (
    <ProductFormPage
      title="New product"
      description={
        template
          ? 'Started from a template: check every value before saving.'
          : 'Saved as a draft at every step.'
      }
      state={state}
      retry={() => void prefill.refetch()}
    >
      <ProductWizard
        certificatePicker={pickCertificate}
        {...(prefill.data ? { prefill: prefill.data } : {})}
      />
    </ProductFormPage>
  );
}

/** Catalog → Products → New product (optionally `?template=`): the form in steps, a draft saved at each. */
export function AdminProductNewRoute() {
  const me = useStaff();
  return (
    <RequirePermission roles={me.roles} permission="catalog:write">
      <NewProduct />
    </RequirePermission>
  );
}
