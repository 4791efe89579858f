import { useForm } from 'react-hook-form';
import { CheckboxField } from '#web/components/ui/checkbox-field.tsx';
import { Button } from '#web/components/ui/button.tsx';
import { SelectField } from '#web/components/ui/select-field.tsx';
import { TextField } from '#web/components/ui/text-field.tsx';
import { useShortcut } from '#web/hooks/use-shortcut.ts';
import { toast } from '#web/lib/toast.ts';
import { TesterSection } from './tester-section.tsx';

interface Sample {
  name: string;
  email: string;
  zone: string;
  notify: boolean;
}

const ZONES = [
  ['manhattan', 'Manhattan'],
  ['brooklyn', 'Brooklyn'],
  ['queens', 'Queens'],
] as const;

/** Form primitives, and Ctrl/Cmd+S saving the open form as pages will register it. */
export function FormSamples() {
  const { register, handleSubmit } = useForm<Sample>({
    defaultValues: { name: 'Jordan Lee', email: 'not-an-email', zone: '', notify: true },
  });
  const save = handleSubmit(() => toast.success('Saved'));
  useShortcut({
    keys: 'mod+s',
    description: 'Save the form',
    group: 'This page',
    inFields: true,
    run: () => void save(),
  });
  return (
    <TesterSection title="Form fields">
      <form noValidate onSubmit={(e) => void save(e)} className="grid gap-4 sm:grid-cols-2">
        <TextField
          id="tester-name"
          label="Name"
          hint="As it appears on the ID."
          registration={register('name')}
        />
        <TextField
          id="tester-email"
          label="Email"
          error="Please enter a valid email address"
          registration={register('email')}
        />
        <TextField id="tester-disabled" label="Disabled" disabled registration={register('name')} />
        <SelectField
          id="tester-zone"
          label="Zone"
          placeholder="Choose a zone"
          options={ZONES}
          hint="Where the courier rides."
          registration={register('zone')}
        />
        <div className="sm:col-span-2">
          <CheckboxField
            id="tester-notify"
            label="Notify the customer"
            description="Sends an e-mail when the status changes."
            registration={register('notify')}
          />
        </div>
        <div className="flex gap-3 sm:col-span-2">
          <Button type="submit">Save</Button>
          <Button type="reset" variant="outline">
            Reset
          </Button>
        </div>
      </form>
    </TesterSection>
  );
}
