import { useSearchParams } from 'react-router';
import { readBrowse, writeBrowse, type Browse } from '#domain/catalog/browse.ts';

/**
 * The menu's filters and sort live in the URL (`?category=flower&strain=indica&sort=price-asc`): a link shares them,
 * a reload keeps them, and each change is a history entry the back button undoes.
 */
export function useBrowseParams() {
  const [params, setParams] = useSearchParams();
  const browse = readBrowse(params);
  const update = (patch: Partial<Browse>) =>
    setParams((current) => writeBrowse({ ...readBrowse(current), ...patch }, current), {
      preventScrollReset: true,
    });
  /** Drops the filters; the category and the sort stay. */
  const clear = () =>
    update({ strain: undefined, thc: undefined, price: undefined, shop: undefined, stock: undefined });
  return { browse, update, clear };
}
