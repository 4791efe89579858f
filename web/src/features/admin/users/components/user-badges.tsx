import type { Role } from '#domain/auth.ts';
import { Badge, type BadgeTone } from '#web/components/ui/badge.tsx';

const ROLE_TONES: Record<Role, BadgeTone> = {
  admin: 'accent',
  support: 'info',
  merchant: 'neutral',
  courier: 'neutral',
  customer: 'neutral',
};

export function RoleBadges({ roles }: { roles: readonly Role[] }) {
  return (
    <span className="flex flex-wrap gap-1">
      {roles.map((role) => (
        <Badge key={role} tone={ROLE_TONES[role]} className="capitalize">
          {role}
        </Badge>
      ))}
    </span>
  );
}

/** Blocked or active, in words and tone. */
export function AccessBadge({ blockedAt }: { blockedAt: string | null }) {
  return blockedAt ? <Badge tone="danger">Blocked</Badge> : <Badge tone="success">Active</Badge>;
}
