import { useSearchParams } from 'react-router';
import { CATEGORIES, type Category } from '#domain/catalog.ts';

const isCategory = (value: string | null): value is Category =>
  value !== null && (CATEGORIES as readonly string[]).includes(value);

/** The catalog filter lives in `?category=` so it survives reloads and the back button. */
export function useCategoryParam() {
  const [params, setParams] = useSearchParams();
  const raw = params.get('category');
  const category = isCategory(raw) ? raw : undefined;
  const setCategory = (next: Category | undefined) =>
    setParams(
      (current) => {
        const updated = new URLSearchParams(current);
        if (next) updated.set('category', next);
        else updated.delete('category');
        return updated;
      },
      { replace: true, preventScrollReset: true },
    );
  return [category, setCategory] as const;
}
