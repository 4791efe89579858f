import { useEffect, useRef, useState } from 'react';
import { Search } from 'lucide-react';
import { useDebouncedValue } from '#web/hooks/use-debounced-value.ts';
import { FILTER_CONTROL } from '#web/features/admin/orders/components/filter-controls.tsx';
import { cn } from '#web/lib/cn.ts';

/** Search couriers by the start of a name or by phone digits, written to the URL once typing pauses. */
export function CourierSearch({ value, onValue }: { value: string; onValue: (v: string) => void }) {
  const [text, setText] = useState(value);
  const debounced = useDebouncedValue(text, 300);
  const latest = useRef({ value, onValue });
  useEffect(() => {
    latest.current = { value, onValue };
  });
  useEffect(() => {
    if (debounced.trim() !== latest.current.value) latest.current.onValue(debounced.trim());
  }, [debounced]);
  // The URL changed on its own (back, a cleared filter): show what it says.
  const [seen, setSeen] = useState(value);
  if (value !== seen) {
    setSeen(value);
    if (value !== text.trim()) setText(value);
  }
  return (
    <div className="flex min-w-56 flex-1 flex-col gap-1 sm:max-w-xs">
      <label htmlFor="couriers-search" className="text-xs font-medium text-muted">
        Search
      </label>
      <div className="relative">
        <Search className="pointer-events-none absolute left-2.5 top-2.5 h-4 w-4 text-muted" aria-hidden />
        <input
          id="couriers-search"
          type="search"
          value={text}
          onChange={(e) => setText(e.target.value)}
          onKeyDown={(e) => {
            if (e.key === 'Enter') onValue(text.trim());
          }}
          placeholder="Name or phone"
          className={cn(FILTER_CONTROL, 'w-full pl-8')}
        />
      </div>
    </div>
  );
}
