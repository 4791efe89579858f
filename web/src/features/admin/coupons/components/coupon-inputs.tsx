import { format } from 'date-fns';
import { CONTROL_CLASS, FormField, type ValueFieldProps } from '#web/components/ui/form-field.tsx';

/** The value is an ISO instant, or null for none. */
type DateTimeInputProps = ValueFieldProps<string | null | undefined, string | null>;

/** A local date and time, kept as an ISO instant (null when cleared). */
export function DateTimeInput({ value, onChange, onBlur, ...field }: DateTimeInputProps) {
  return (
    <FormField {...field}>
      {(control) => (
        <input
          {...control}
          type="datetime-local"
          className={CONTROL_CLASS}
          value={value ? format(new Date(value), "yyyy-MM-dd'T'HH:mm") : ''}
          onChange={(e) => onChange(e.target.value ? new Date(e.target.value).toISOString() : null)}
          onBlur={onBlur}
        />
      )}
    </FormField>
  );
}
