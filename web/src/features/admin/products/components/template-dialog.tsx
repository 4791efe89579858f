import { useState } from 'react';
import { useForm } from 'react-hook-form';
import { toast } from 'sonner';
import {
  ProductTemplateInputSchema,
  type ProductTemplate,
  type ProductTemplateInput,
} from '#domain/admin/product-templates.ts';
import { CATEGORIES, CATEGORY_LABELS, LIMIT_CATEGORIES } from '#domain/catalog.ts';
import { Button } from '#web/components/ui/button.tsx';
import { Dialog, DialogContent, DialogDescription, DialogTitle } from '#web/components/ui/dialog.tsx';
import { CONTROL_CLASS, FormField } from '#web/components/ui/form-field.tsx';
import { SelectField } from '#web/components/ui/select-field.tsx';
import { TextField } from '#web/components/ui/text-field.tsx';
import { useSaveTemplate } from '../api/product-templates.ts';
import { textToVariants, variantsToText } from '../utils/template-variants.ts';

type Values = {
  name: string;
  category: ProductTemplateInput['category'];
  limitCategory: ProductTemplateInput['defaults']['limitCategory'];
  descriptionSkeleton: string;
  variantsText: string;
};
const toInput = (v: Values): ProductTemplateInput => ({
  name: v.name,
  category: v.category,
  defaults: {
    limitCategory: v.limitCategory,
    descriptionSkeleton: v.descriptionSkeleton,
    variants: textToVariants(v.variantsText),
  },
});

/** Creates or edits a template: name, category, limit category, description skeleton and variant set. */
export function TemplateDialog({
  template,
  open,
  onOpenChange,
}: {
  template: ProductTemplate | null;
  open: boolean;
  onOpenChange: (open: boolean) => void;
}) {
  const save = useSaveTemplate();
  const [error, setError] = useState<string | null>(null);
  const form = useForm<Values>({
    values: {
      name: template?.name ?? '',
      category: template?.category ?? 'flower',
      limitCategory: template?.defaults.limitCategory ?? 'flower',
      descriptionSkeleton: template?.defaults.descriptionSkeleton ?? '',
      variantsText: template ? variantsToText(template.defaults.variants) : '',
    },
  });
  // The text of the variants becomes the template's shape first, then the domain schema checks it.
  const submit = form.handleSubmit((values) => {
    const parsed = ProductTemplateInputSchema.safeParse(toInput(values));
    if (!parsed.success) return setError(parsed.error.issues[0]?.message ?? 'Check the template');
    setError(null);
    save.mutate(
      { ...(template ? { id: template.id } : {}), input: parsed.data },
      {
        onSuccess: () => {
          toast.success(template ? 'Template saved' : 'Template created');
          onOpenChange(false);
        },
        onError: (e) => setError(e.message),
      },
    );
  });
  return (
    <Dialog open={open} onOpenChange={onOpenChange}>
      <DialogContent className="max-w-lg">
        <DialogTitle className="text-lg font-semibold">
          {template ? 'Edit template' : 'New template'}
        </DialogTitle>
        <DialogDescription className="mt-1 text-sm text-muted">
          A new product from this template starts with these values.
        </DialogDescription>
        <form onSubmit={(e) => void submit(e)} className="mt-4 space-y-4" noValidate>
          <TextField id="t-name" label="Name" registration={form.register('name')} />
          <div className="grid gap-4 sm:grid-cols-2">
            <SelectField
              id="t-category"
              label="Category"
              options={CATEGORIES.map((c) => [c, CATEGORY_LABELS[c]] as const)}
              registration={form.register('category')}
            />
            <SelectField
              id="t-limit"
              label="NY limit category"
              options={LIMIT_CATEGORIES.map((c) => [c, c[0]!.toUpperCase() + c.slice(1)] as const)}
              registration={form.register('limitCategory')}
            />
          </div>
          <FormField
            id="t-variants"
            label="Variants"
            hint="One a line: label, net grams, price in dollars (optional)"
          >
            {(control) => (
              <textarea
                rows={4}
                className={`${CONTROL_CLASS} h-auto py-2 font-mono`}
                {...control}
                {...form.register('variantsText')}
              />
            )}
          </FormField>
          <FormField id="t-description" label="Description skeleton">
            {(control) => (
              <textarea
                rows={3}
                className={CONTROL_CLASS}
                {...control}
                {...form.register('descriptionSkeleton')}
              />
            )}
          </FormField>
          {error && (
            <p role="alert" className="text-sm text-danger">
              {error}
            </p>
          )}
          <div className="flex justify-end gap-2">
            <Button type="button" variant="outline" onClick={() => onOpenChange(false)}>
              Cancel
            </Button>
            <Button type="submit" disabled={save.isPending}>
              {template ? 'Save template' : 'Create template'}
            </Button>
          </div>
        </form>
      </DialogContent>
    </Dialog>
  );
}
