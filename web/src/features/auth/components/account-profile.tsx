import type { ReactNode } from 'react';
import { CircleAlert, CircleCheck } from 'lucide-react';
import type { SessionUser } from '#domain/auth.ts';
import { formatPhone } from '../utils/format-phone.ts';

function Row({ label, children }: { label: string; children: ReactNode }) {
  return (
    <div className="grid gap-1 py-4 sm:grid-cols-[10rem_1fr] sm:gap-6">
      <dt className="text-sm text-muted">{label}</dt>
      <dd className="min-w-0 break-words font-medium">{children}</dd>
    </div>
  );
}

export function AccountProfile({ user }: { user: SessionUser }) {
  return (
    <section
      aria-labelledby="profile-title"
      className="rounded-3xl border border-border bg-surface p-6 sm:p-8"
    >
      <h2 id="profile-title" className="font-display text-2xl">
        Profile
      </h2>
      <dl className="mt-4 divide-y divide-border">
        <Row label="Full name">{user.fullName}</Row>
        <Row label="Phone">{formatPhone(user.phone)}</Row>
        <Row label="Email">{user.email}</Row>
        <Row label="Email status">
          {user.emailVerified ? (
            <span className="inline-flex items-center gap-2 text-success">
              <CircleCheck className="h-4 w-4" aria-hidden />
              Confirmed
            </span>
          ) : (
            <span className="inline-flex flex-wrap items-center gap-x-2 text-accent">
              <CircleAlert className="h-4 w-4" aria-hidden />
              Not confirmed yet
              <span className="basis-full text-sm font-normal text-muted">
                Check your inbox for the confirmation link we sent.
              </span>
            </span>
          )}
        </Row>
      </dl>
    </section>
  );
}
