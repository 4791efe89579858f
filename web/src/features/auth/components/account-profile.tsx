import { useEffect, useRef, useState } from 'react';
import { Pencil } from 'lucide-react';
import type { SessionUser } from '#domain/auth.ts';
import { Button } from '#web/components/ui/button.tsx';
import { formatPhone } from '#web/lib/format-phone.ts';
import { EmailRows } from './email-rows.tsx';
import { ProfileEditForm } from './profile-edit-form.tsx';
import { ProfileRow } from './profile-row.tsx';

export function AccountProfile({ user }: { user: SessionUser }) {
  const [editing, setEditing] = useState(false);
  const editButton = useRef<HTMLButtonElement>(null);
  const returnFocus = useRef(false);

  useEffect(() => {
    if (editing || !returnFocus.current) return;
    returnFocus.current = false;
    editButton.current?.focus();
  }, [editing]);

  const stopEditing = () => {
    returnFocus.current = true;
    setEditing(false);
  };

  return (
    <section
      aria-labelledby="profile-title"
      className="rounded-3xl border border-border bg-surface p-6 sm:p-8"
    >
      <div className="flex min-h-9 items-center justify-between gap-4">
        <h2 id="profile-title" className="font-display text-2xl">
          Profile
        </h2>
        {!editing && (
          <Button ref={editButton} variant="outline" size="sm" onClick={() => setEditing(true)}>
            <Pencil className="h-4 w-4" aria-hidden />
            Edit<span className="sr-only"> profile</span>
          </Button>
        )}
      </div>
      {editing ? (
        <ProfileEditForm user={user} onDone={stopEditing}>
          <dl className="mt-4 divide-y divide-border border-y border-border">
            <EmailRows user={user} readOnlyNote />
          </dl>
        </ProfileEditForm>
      ) : (
        <dl className="mt-4 divide-y divide-border">
          <ProfileRow label="Full name">{user.fullName}</ProfileRow>
          <ProfileRow label="Phone">{formatPhone(user.phone)}</ProfileRow>
          <EmailRows user={user} />
        </dl>
      )}
    </section>
  );
}
