import type { LucideIcon } from 'lucide-react';

export function EmptyState({ icon: Icon, title, text }: { icon: LucideIcon; title: string; text: string }) {
  return (
    <div className="flex flex-col items-center rounded-3xl border border-dashed border-border px-6 py-10 text-center">
      <span className="flex h-12 w-12 items-center justify-center rounded-2xl bg-surface-2 text-muted">
        <Icon className="h-5 w-5" aria-hidden />
      </span>
      <p className="mt-4 font-display text-xl">{title}</p>
      <p className="mt-1 max-w-xs text-sm text-muted">{text}</p>
    </div>
  );
}
