import { Link, useParams } from 'react-router';
import { Copy } from 'lucide-react';
import { can } from '#domain/permissions.ts';
import { buttonClass } from '#web/components/ui/button.tsx';
import { RequirePermission } from '#web/features/admin/components/no-page-access.tsx';
import { useAdminProduct } from '#web/features/admin/products/api/get-admin-product.ts';
import { ProductFormPage } from '#web/features/admin/products/components/product-form-page.tsx';
import { ProductPreview } from '#web/features/admin/products/components/product-preview.tsx';
import { ProductStatusBadge } from '#web/features/admin/products/components/product-status-badge.tsx';
import { ProductWizard } from '#web/features/admin/products/components/product-wizard.tsx';
import { pickCertificate } from './certificate-picker.tsx';
import { useLiveProducts } from '#web/features/admin/products/hooks/use-live-products.ts';
import { useStaff } from './use-staff.ts';

function EditProduct({ id, canWrite }: { id: string; canWrite: boolean }) {
  const product = useAdminProduct(id);
  useLiveProducts();
  const p = product.data;
  return (
    <ProductFormPage
      title={p ? p.name : 'Product'}
      description={
        canWrite
          ? 'Each step saves the product; the review activates it.'
          : 'Read only: support sees products, the catalog team changes them.'
      }
      state={product.isPending ? 'loading' : product.isError ? 'error' : 'ready'}
      retry={() => void product.refetch()}
    >
      {p && (
        <>
          <div className="flex flex-wrap items-center gap-3">
            <ProductStatusBadge status={p.status} />
            <span className="text-sm text-muted">{p.shopName}</span>
            {canWrite && (
              <Link
                to={`/admin/products/${p.id}/duplicate`}
                className={`${buttonClass('outline', 'sm')} ml-auto`}
              >
                <Copy className="h-4 w-4" aria-hidden />
                Duplicate
              </Link>
            )}
          </div>
          {canWrite ? (
            <ProductWizard product={p} certificatePicker={pickCertificate} />
          ) : (
            <ProductPreview product={p} />
          )}
        </>
      )}
    </ProductFormPage>
  );
}

/** Catalog → Products → a product: the same form in steps, live as others change it. */
export function AdminProductEditRoute() {
  const me = useStaff();
  const { id = '' } = useParams();
  return (
    <RequirePermission roles={me.roles} permission="catalog:read">
      <EditProduct id={id} canWrite={can(me.roles, 'catalog:write')} />
    </RequirePermission>
  );
}
