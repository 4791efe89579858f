import { Button } from '#web/components/ui/button.tsx';

interface TablePagerProps {
  /** The list's name; the pager is announced as "<label> pages". */
  label: string;
  labels: readonly [previous: string, next: string];
  hasPrevious: boolean;
  hasNext: boolean;
  onPrevious: () => void;
  onNext: () => void;
}

/** The two page buttons under a staff list. */
export function TablePager({ label, labels, hasPrevious, hasNext, onPrevious, onNext }: TablePagerProps) {
  return (
    <nav aria-label={`${label} pages`} className="flex items-center justify-end gap-2">
      <Button variant="outline" size="sm" disabled={!hasPrevious} onClick={onPrevious}>
        {labels[0]}
      </Button>
      <Button variant="outline" size="sm" disabled={!hasNext} onClick={onNext}>
        {labels[1]}
      </Button>
    </nav>
  );
}
