import { Search } from 'lucide-react';
import { CONTROL_CLASS } from '#web/components/ui/form-field.tsx';

/** A list page's search box (uncontrolled: the page debounces what it sends). */
export function SearchFilter({
  label,
  placeholder,
  defaultValue,
  onChange,
}: {
  label: string;
  placeholder: string;
  defaultValue: string;
  onChange: (text: string) => void;
}) {
  return (
    <label className="relative min-w-56 flex-1">
      <span className="sr-only">{label}</span>
      <Search
        className="pointer-events-none absolute left-3 top-1/2 h-4 w-4 -translate-y-1/2 text-muted"
        aria-hidden
      />
      <input
        type="search"
        placeholder={placeholder}
        defaultValue={defaultValue}
        onChange={(e) => onChange(e.target.value.trim())}
        className={`${CONTROL_CLASS} h-10 pl-9 text-sm`}
      />
    </label>
  );
}
