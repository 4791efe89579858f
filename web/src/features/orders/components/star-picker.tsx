import { Star } from 'lucide-react';
import { cn } from '#web/lib/cn.ts';

interface StarPickerProps {
  /** The group's name, read before each choice: "Your order", "Your courier, Dee". */
  legend: string;
  name: string;
  value: number | null;
  onChange: (stars: number) => void;
}

/** Five radio buttons drawn as stars: arrow keys move between them, each named "4 stars". */
export function StarPicker({ legend, name, value, onChange }: StarPickerProps) {
  return (
    <fieldset>
      <legend className="text-sm font-medium">{legend}</legend>
      <div className="mt-1.5 flex gap-1">
        {[1, 2, 3, 4, 5].map((stars) => (
          <label
            key={stars}
            className="cursor-pointer rounded-full p-1 has-[:focus-visible]:ring-2 has-[:focus-visible]:ring-accent"
          >
            <input
              type="radio"
              name={name}
              value={stars}
              checked={value === stars}
              onChange={() => onChange(stars)}
              className="sr-only"
            />
            <span className="sr-only">{stars === 1 ? '1 star' : `${stars} stars`}</span>
            <Star
              aria-hidden
              className={cn(
                'h-8 w-8 transition',
                value !== null && stars <= value ? 'fill-gold text-gold' : 'text-muted',
              )}
            />
          </label>
        ))}
      </div>
    </fieldset>
  );
}
