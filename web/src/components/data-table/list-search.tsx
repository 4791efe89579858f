import { useEffect, useRef, useState } from 'react';
import { Search } from 'lucide-react';
import { useDebouncedValue } from '#web/hooks/use-debounced-value.ts';
import { useShortcut } from '#web/hooks/use-shortcut.ts';
import { isTextField } from '#web/lib/shortcuts.ts';
import { cn } from '#web/lib/cn.ts';
import { FILTER_CONTROL } from './filter-select.tsx';

const DEBOUNCE_MS = 300;

interface ListSearchProps {
  id: string;
  value: string;
  onValue: (v: string) => void;
  /** What the list holds, for the `/` shortcut's description ("Search the orders"). */
  what: string;
  placeholder: string;
  title: string;
}

/** A staff list's search box, written to the URL once typing pauses; `/` focuses it. */
export function ListSearch({ id, value, onValue, what, placeholder, title }: ListSearchProps) {
  const [text, setText] = useState(value);
  const debounced = useDebouncedValue(text, DEBOUNCE_MS);
  const input = useRef<HTMLInputElement>(null);
  const latest = useRef({ value, onValue });
  useEffect(() => {
    latest.current = { value, onValue };
  });

  // What this box last wrote to the URL: when the URL comes back with it, the typing has gone on meanwhile.
  const wrote = useRef<string | null>(null);
  const write = (next: string) => {
    wrote.current = next;
    latest.current.onValue(next);
  };
  useEffect(() => {
    if (debounced.trim() !== latest.current.value) write(debounced.trim());
  }, [debounced]);

  // The URL changed on its own (back, a cleared filter): show what it says. Our own write arriving is not such a
  // change: taking it would drop the characters typed since the pause that wrote it.
  const [seen, setSeen] = useState(value);
  if (value !== seen) {
    setSeen(value);
    // eslint-disable-next-line react-hooks/refs -- read once per URL change, to tell our own write from another's
    if (value !== text.trim() && value !== wrote.current) setText(value);
  }

  useEffect(() => {
    const focus = (event: KeyboardEvent) => {
      if (event.key !== '/' || event.metaKey || event.ctrlKey || event.altKey || isTextField(event.target))
        return;
      event.preventDefault();
      input.current?.focus();
      input.current?.select();
    };
    window.addEventListener('keydown', focus, { capture: true });
    return () => window.removeEventListener('keydown', focus, { capture: true });
  }, []);
  useShortcut({
    keys: '/',
    description: `Search the ${what}`,
    group: what[0]!.toUpperCase() + what.slice(1),
  });

  return (
    <div className="flex min-w-56 flex-1 flex-col gap-1 sm:max-w-xs">
      <label htmlFor={id} className="text-xs font-medium text-muted">
        Search
      </label>
      <div className="relative">
        <Search className="pointer-events-none absolute left-2.5 top-2.5 h-4 w-4 text-muted" aria-hidden />
        <input
          ref={input}
          id={id}
          type="search"
          value={text}
          onChange={(e) => setText(e.target.value)}
          onKeyDown={(e) => {
            if (e.key === 'Enter') write(text.trim());
            if (e.key === 'Escape') e.currentTarget.blur();
          }}
          placeholder={placeholder}
          title={title}
          className={cn(FILTER_CONTROL, 'w-full pl-8 pr-8')}
        />
        <kbd className="pointer-events-none absolute right-2 top-2 rounded border border-border px-1.5 font-mono text-[11px] text-muted">
          /
        </kbd>
      </div>
    </div>
  );
}
