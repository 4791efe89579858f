import { CATEGORIES, CATEGORY_LABELS, type Category } from '#domain/catalog.ts';
import { cn } from '#web/lib/cn.ts';

interface CategoryFilterProps {
  value: Category | undefined;
  onChange: (category: Category | undefined) => void;
}

const OPTIONS: { value: Category | undefined; label: string }[] = [
  { value: undefined, label: 'All' },
  ...CATEGORIES.map((c) => ({ value: c, label: CATEGORY_LABELS[c] })),
];

export function CategoryFilter({ value, onChange }: CategoryFilterProps) {
  return (
    <div
      role="group"
      aria-label="Filter by category"
      className="-mx-4 flex gap-2 overflow-x-auto px-4 pb-1 [scrollbar-width:none] sm:mx-0 sm:flex-wrap sm:px-0"
    >
      {OPTIONS.map((option) => {
        const active = option.value === value;
        return (
          <button
            key={option.label}
            type="button"
            aria-pressed={active}
            onClick={() => onChange(option.value)}
            className={cn(
              'h-10 shrink-0 cursor-pointer rounded-full border px-4 text-sm font-medium transition',
              active
                ? 'border-primary bg-primary text-primary-foreground'
                : 'border-border bg-surface text-foreground/80 hover:border-accent hover:text-foreground',
            )}
          >
            {option.label}
          </button>
        );
      })}
    </div>
  );
}
