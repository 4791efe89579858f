import { useForm, type FieldValues, type Path, type Resolver } from 'react-hook-form';
import { zodResolver } from '@hookform/resolvers/zod';
import { setFieldErrors } from '#web/lib/form-errors.ts';

/**
 * A public application form (couriers, partner shops): checked with the server's own schema before it is sent, and
 * the server's per-field messages put back on the fields. `field(name)` gives a field its message and registration.
 */
export function useApplicationForm<V extends FieldValues, Out>(
  schema: Parameters<typeof zodResolver>[0],
  empty: V,
  send: (values: Out) => Promise<unknown>,
) {
  const resolver = zodResolver(schema) as unknown as Resolver<V, unknown, Out>;
  const form = useForm<V, unknown, Out>({ resolver, defaultValues: empty as never });
  const fields = Object.keys(empty) as Path<V>[];
  const field = (name: Path<V>) => ({
    error: form.getFieldState(name, form.formState).error?.message,
    registration: form.register(name),
  });
  const submit = form.handleSubmit(async (values) => {
    try {
      await send(values);
    } catch (error) {
      setFieldErrors(error, fields, form.setError);
    }
  });
  return { form, field, submit };
}
