import { useState } from 'react';
import { Link } from 'react-router';
import { toast } from 'sonner';
import { couldNotText } from '#web/lib/staff-toast-text.ts';
import { Pencil, Plus, Trash2 } from 'lucide-react';
import type { ProductTemplate } from '#domain/admin/product-templates.ts';
import { CATEGORY_LABELS } from '#domain/catalog.ts';
import { formatUsd } from '#domain/money.ts';
import { can } from '#domain/permissions.ts';
import { PageHeader } from '#web/components/page-header.tsx';
import { Badge } from '#web/components/ui/badge.tsx';
import { Button, buttonClass } from '#web/components/ui/button.tsx';
import { Skeleton } from '#web/components/ui/skeleton.tsx';
import { RequirePermission } from '#web/features/admin/components/no-page-access.tsx';
import { useSaveTemplate, useTemplates } from '#web/features/admin/products/api/product-templates.ts';
import { TemplateDialog } from '#web/features/admin/products/components/template-dialog.tsx';
import { useStaff } from './use-staff.ts';
import { DocumentTitle } from '#web/components/layout/document-title.tsx';

function TemplateCard({ t, canWrite, edit }: { t: ProductTemplate; canWrite: boolean; edit: () => void }) {
  const remove = useSaveTemplate();
  return (
    <li className="flex flex-col gap-3 rounded-2xl border border-border bg-surface p-4">
      <div className="flex items-start justify-between gap-2">
        <div className="min-w-0">
          <h2 className="truncate font-semibold">{t.name}</h2>
          <p className="text-sm text-muted">
            {CATEGORY_LABELS[t.category]} · counts as {t.defaults.limitCategory}
          </p>
        </div>
        <Badge>{t.productsCount === 1 ? '1 product' : `${t.productsCount} products`}</Badge>
      </div>
      <ul className="flex flex-wrap gap-1.5 text-xs">
        {t.defaults.variants.map((v) => (
          <li key={v.label} className="rounded-full border border-border px-2 py-0.5 tabular-nums">
            {v.label}
            {v.priceCents !== undefined && ` · ${formatUsd(v.priceCents)}`}
          </li>
        ))}
      </ul>
      <p className="line-clamp-2 text-sm text-foreground/80">
        {t.defaults.descriptionSkeleton || 'No description skeleton.'}
      </p>
      {canWrite && (
        <div className="mt-auto flex flex-wrap gap-2 border-t border-border pt-3">
          <Link to={`/admin/products/new?template=${t.id}`} className={buttonClass('primary', 'sm')}>
            <Plus className="h-4 w-4" aria-hidden />
            New product
          </Link>
          <Button variant="outline" size="sm" onClick={edit}>
            <Pencil className="h-4 w-4" aria-hidden />
            Edit
          </Button>
          <Button
            variant="ghost"
            size="sm"
            aria-label={`Delete ${t.name}`}
            disabled={remove.isPending}
            onClick={() =>
              window.confirm(`Delete the template “${t.name}”? Products made from it keep their values.`) &&
              remove.mutate(
                { id: t.id },
                {
                  onSuccess: () => toast.success('Template deleted'),
                  onError: (e) => toast.error(couldNotText('delete the template', e)),
                },
              )
            }
          >
            <Trash2 className="h-4 w-4" aria-hidden />
          </Button>
        </div>
      )}
    </li>
  );
}

function Templates({ canWrite }: { canWrite: boolean }) {
  const templates = useTemplates();
  const [editing, setEditing] = useState<ProductTemplate | null>(null);
  const [open, setOpen] = useState(false);
  return (
    <div className="space-y-5">
      <DocumentTitle>Templates</DocumentTitle>
      <PageHeader
        title="Product templates"
        description="Category defaults — variant set, limit category, description skeleton — a new product can start from."
        actions={
          canWrite && (
            <Button
              onClick={() => {
                setEditing(null);
                setOpen(true);
              }}
            >
              <Plus className="h-4 w-4" aria-hidden />
              New template
            </Button>
          )
        }
      />
      {templates.isPending ? (
        <div className="grid gap-3 md:grid-cols-2 xl:grid-cols-3">
          {Array.from({ length: 3 }, (_, i) => (
            <Skeleton key={i} className="h-44" />
          ))}
        </div>
      ) : templates.isError ? (
        <div role="alert" className="space-y-3 rounded-2xl border border-border p-6 text-center">
          <p className="font-medium">{templates.error.message || 'Could not load the templates.'}</p>
          <Button variant="outline" size="sm" onClick={() => void templates.refetch()}>
            Try again
          </Button>
        </div>
      ) : templates.data.length === 0 ? (
        <p className="rounded-2xl border border-dashed border-border p-8 text-center text-muted">
          No templates yet.
        </p>
      ) : (
        <ul className="grid gap-3 md:grid-cols-2 xl:grid-cols-3">
          {templates.data.map((t) => (
            <TemplateCard
              key={t.id}
              t={t}
              canWrite={canWrite}
              edit={() => {
                setEditing(t);
                setOpen(true);
              }}
            />
          ))}
        </ul>
      )}
      <TemplateDialog template={editing} open={open} onOpenChange={setOpen} />
    </div>
  );
}

/** Catalog → Templates: category defaults for "New product from template". */
export function AdminTemplatesRoute() {
  const me = useStaff();
  return (
    <RequirePermission roles={me.roles} permission="catalog:read">
      <Templates canWrite={can(me.roles, 'catalog:write')} />
    </RequirePermission>
  );
}
