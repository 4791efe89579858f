import { useParams } from 'react-router';
import { PageMeta } from '#web/components/seo/page-meta.tsx';
import { AddToCartPanel } from '#web/features/cart/components/add-to-cart-panel.tsx';
import { isNotFound, useProduct } from '#web/features/catalog/api/get-product.ts';
import { ProductDetails } from '#web/features/catalog/components/product-details.tsx';
import { ProductNotFound } from '#web/features/catalog/components/product-not-found.tsx';
import { ProductPageSkeleton } from '#web/features/catalog/components/product-page-skeleton.tsx';
import { useTrackProductView } from '#web/features/catalog/hooks/use-track-product-view.ts';
import { useLiveCatalog } from '#web/features/catalog/hooks/use-live-catalog.ts';
import { ShopClosureNotice } from '#web/features/catalog/components/shop-closure-notice.tsx';
import { productJsonLd } from '#web/features/catalog/utils/product-json-ld.ts';

export function ProductRoute() {
  const { id = '' } = useParams();
  const { data: product, error, isPending } = useProduct(id);
  useTrackProductView(product);
  useLiveCatalog(product ? [product.id] : []);

  if (isPending) return <ProductPageSkeleton />;
  if (!product) {
    if (isNotFound(error)) {
      return (
        <>
          <PageMeta title="Product not found" path={`/product/${id}`} />
          <ProductNotFound />
        </>
      );
    }
    throw error;
  }
  return (
    <>
      <PageMeta
        title={product.name}
        description={product.description}
        path={`/product/${product.id}`}
        image={product.imageUrl}
        type="product"
        jsonLd={productJsonLd(product, location.origin)}
      />
      <ProductDetails
        product={product}
        purchase={
          <>
            <ShopClosureNotice shop={product.shop} className="mb-4" />
            <AddToCartPanel product={product} />
          </>
        }
      />
    </>
  );
}
