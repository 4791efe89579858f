import { Link } from 'react-router';
import type { Product } from '#domain/catalog.ts';
import { categoryLabel } from '../utils/format.ts';

export function ProductBreadcrumb({ product }: { product: Product }) {
  return (
    <nav aria-label="Breadcrumb" className="text-sm text-muted">
      <ol className="flex min-w-0 items-center gap-2">
        <li>
          <Link to="/" className="hover:text-foreground">
            Home
          </Link>
        </li>
        <li aria-hidden>/</li>
        <li>
          <Link to={`/?category=${product.category}#products`} className="hover:text-foreground">
            {categoryLabel(product.category)}
          </Link>
        </li>
        <li aria-hidden>/</li>
        <li aria-current="page" className="truncate text-foreground">
          {product.name}
        </li>
      </ol>
    </nav>
  );
}
