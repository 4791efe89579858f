import type { ReactNode } from 'react';
import { useForm } from 'react-hook-form';
import { zodResolver } from '@hookform/resolvers/zod';
import { LoaderCircle } from 'lucide-react';
import {
  ProfileUpdateSchema,
  type ProfileUpdate,
  type ProfileUpdateInput,
  type SessionUser,
} from '#domain/auth.ts';
import { Button } from '#web/components/ui/button.tsx';
import { toast } from '#web/lib/toast.ts';
import { FullNameField, PHONE_EXAMPLE, PhoneField } from '#web/components/ui/contact-fields.tsx';
import { useUpdateProfile } from '../api/update-profile.ts';
import { showAuthError } from '../utils/auth-errors.ts';
import { formatPhone } from '#web/lib/format-phone.ts';

const FIELDS = ['fullName', 'phone'] as const;

interface ProfileEditFormProps {
  user: SessionUser;
  onDone: () => void;
  /** Read-only details shown between the fields and the buttons. */
  children?: ReactNode;
}

export function ProfileEditForm({ user, onDone, children }: ProfileEditFormProps) {
  const update = useUpdateProfile(user.id);
  const { register, handleSubmit, clearErrors, setError, formState } = useForm<
    ProfileUpdateInput,
    unknown,
    ProfileUpdate
  >({
    resolver: zodResolver(ProfileUpdateSchema),
    reValidateMode: 'onSubmit',
    defaultValues: { fullName: user.fullName, phone: formatPhone(user.phone) },
  });
  const field = (name: (typeof FIELDS)[number]) => register(name, { onChange: () => clearErrors(name) });
  const { errors, isDirty } = formState;
  const pending = update.isPending;

  const submit = handleSubmit(async (values) => {
    if (!isDirty) return onDone();
    try {
      await update.mutateAsync(values);
      toast.success('Profile updated');
      onDone();
    } catch (error) {
      showAuthError(error, FIELDS, setError);
    }
  });

  return (
    <form noValidate aria-label="Edit profile" onSubmit={(e) => void submit(e)} className="mt-6">
      <div className="grid gap-4 sm:grid-cols-2">
        <FullNameField
          id="profile-full-name"
          autoFocus
          error={errors.fullName?.message}
          registration={field('fullName')}
        />
        <PhoneField
          id="profile-phone"
          placeholder={PHONE_EXAMPLE}
          error={errors.phone?.message}
          registration={field('phone')}
        />
      </div>
      {children}
      <div className="mt-4 flex flex-col-reverse gap-3 sm:flex-row sm:justify-end">
        <Button variant="outline" onClick={onDone} disabled={pending}>
          Cancel
        </Button>
        <Button type="submit" disabled={pending} aria-busy={pending}>
          {pending && <LoaderCircle className="h-4 w-4 animate-spin" aria-hidden />}
          Save
        </Button>
      </div>
    </form>
  );
}
