import { Dialog, DialogContent, DialogDescription, DialogTitle } from '#web/components/ui/dialog.tsx';
import { useShortcutList } from '#web/hooks/use-shortcut.ts';
import { formatKeys, type Shortcut } from '#web/lib/shortcuts.ts';

function groupsOf(list: Shortcut[]) {
  const groups = new Map<string, Shortcut[]>();
  for (const s of list) {
    const seen = groups.get(s.group) ?? [];
    if (!seen.some((o) => o.keys === s.keys && o.description === s.description)) seen.push(s);
    groups.set(s.group, seen);
  }
  const rank = (group: string) => (group === 'General' ? 0 : group === 'Navigation' ? 1 : 2);
  return [...groups].sort(([a], [b]) => rank(a) - rank(b));
}

/** The dialog itself, loaded on the first `?`: the store's entry carries only the key listener. */
export function ShortcutsDialogContent({
  open,
  onOpenChange,
}: {
  open: boolean;
  onOpenChange: (open: boolean) => void;
}) {
  const list = useShortcutList();
  return (
    <Dialog open={open} onOpenChange={onOpenChange}>
      <DialogContent className="max-w-lg">
        <DialogTitle className="font-display text-2xl">Keyboard shortcuts</DialogTitle>
        <DialogDescription className="mt-1 text-sm text-muted">
          What the keyboard does on this page.
        </DialogDescription>
        {groupsOf(list).map(([group, items]) => (
          <section key={group} className="mt-5">
            <h3 className="text-xs font-semibold uppercase tracking-[0.2em] text-muted">{group}</h3>
            <dl className="mt-2 divide-y divide-border">
              {items.map((s) => (
                <div key={s.id} className="flex items-center justify-between gap-4 py-2 text-sm">
                  <dt>{s.description}</dt>
                  <dd className="flex shrink-0 items-center gap-1 text-muted">
                    {s.keys.split(' | ').map((alt, i) => (
                      <span key={alt} className="flex items-center gap-1">
                        {i > 0 && <span aria-hidden>or</span>}
                        {formatKeys(alt).map((k, j) => (
                          <span key={k + String(j)} className="flex items-center gap-1">
                            {j > 0 && <span className="text-xs">then</span>}
                            <kbd className="rounded-md border border-border bg-surface-2 px-1.5 py-0.5 font-mono text-xs text-foreground">
                              {k}
                            </kbd>
                          </span>
                        ))}
                      </span>
                    ))}
                  </dd>
                </div>
              ))}
            </dl>
          </section>
        ))}
      </DialogContent>
    </Dialog>
  );
}
