import type { SearchResult } from '#domain/catalog.ts';
import { cn } from '#web/lib/cn.ts';
import { resultCategory, resultPotency, resultPrice } from '../utils/result-labels.ts';

interface SearchResultRowProps {
  id: string;
  result: SearchResult;
  active: boolean;
  onHover: () => void;
  onChoose: () => void;
}

export function SearchResultRow({ id, result, active, onHover, onChoose }: SearchResultRowProps) {
  const potency = resultPotency(result);
  return (
    <li
      id={id}
      role="option"
      aria-selected={active}
      onMouseMove={onHover}
      // Keep focus in the input so the keyboard keeps working after a click.
      onMouseDown={(e) => e.preventDefault()}
      onClick={onChoose}
      className={cn(
        'flex cursor-pointer items-center gap-3.5 rounded-xl px-3 py-2.5 transition-colors',
        active && 'bg-accent-soft/70',
      )}
    >
      <img
        src={result.imageUrl}
        alt=""
        width={48}
        height={48}
        loading="lazy"
        decoding="async"
        className="h-12 w-12 shrink-0 self-start rounded-lg bg-forest object-cover"
      />
      <div className="min-w-0 flex-1">
        <p className="line-clamp-2 font-medium leading-snug text-pretty text-foreground">{result.name}</p>
        <p className="mt-0.5 flex flex-wrap gap-x-2 text-xs text-muted">
          <span>{resultCategory(result)}</span>
          {potency && <span className="whitespace-nowrap tabular-nums">{potency}</span>}
          {!result.inStock && <span className="font-medium text-foreground/80">Out of stock</span>}
        </p>
      </div>
      <p className="shrink-0 self-start pt-0.5 text-sm font-medium tabular-nums">{resultPrice(result)}</p>
    </li>
  );
}
