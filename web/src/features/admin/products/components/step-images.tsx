import { useFieldArray, useForm, useWatch } from 'react-hook-form';
import { zodResolver } from '@hookform/resolvers/zod';
import { ArrowDown, ArrowUp, Trash2 } from 'lucide-react';
import { ProductImagesSchema, type ProductImages } from '#domain/catalog/admin-schemas.ts';
import { Button } from '#web/components/ui/button.tsx';
import { CONTROL_CLASS } from '#web/components/ui/form-field.tsx';
import { MediaPicker } from './media-picker.tsx';
import { StepActions, useStepSave } from './step-actions.tsx';

type Image = { mediaId: string; alt: string; url: string };

/** Step 4: images from the library or uploaded, in order, each with its alt text (required). */
export function StepImages({
  defaults,
  save,
  onBack,
}: {
  defaults: Image[];
  save: (v: ProductImages) => Promise<unknown>;
  onBack: () => void;
}) {
  const form = useForm<{ images: Image[] }>({
    resolver: (values, ctx, options) =>
      zodResolver(ProductImagesSchema)(
        { images: values.images.map(({ mediaId, alt }) => ({ mediaId, alt })) },
        ctx,
        options as never,
      ) as never,
    defaultValues: { images: defaults },
  });
  const list = useFieldArray({ control: form.control, name: 'images', keyName: 'key' });
  const chosen = useWatch({ control: form.control, name: 'images' });
  const { errors } = form.formState;
  const { submit, formError } = useStepSave(form, (values) => save(values as unknown as ProductImages));
  return (
    <form onSubmit={(e) => void submit(e)} className="space-y-4" noValidate>
      <ol className="space-y-2">
        {list.fields.map((f, i) => (
          <li key={f.key} className="flex items-start gap-3 rounded-xl border border-border p-2">
            <img src={f.url} alt="" className="h-16 w-16 shrink-0 rounded-lg object-cover" />
            <div className="min-w-0 flex-1 space-y-1">
              <label htmlFor={`img-alt-${i}`} className="text-sm font-medium">
                {i === 0 ? 'Alt text (main image)' : `Alt text (image ${i + 1})`}
              </label>
              <input id={`img-alt-${i}`} className={CONTROL_CLASS} {...form.register(`images.${i}.alt`)} />
              {errors.images?.[i]?.alt && (
                <p className="text-xs text-danger">{errors.images[i].alt.message}</p>
              )}
              {errors.images?.[i]?.mediaId && (
                <p className="text-xs text-danger">{errors.images[i].mediaId.message}</p>
              )}
            </div>
            <div className="flex flex-col">
              <Button
                type="button"
                variant="ghost"
                size="sm"
                aria-label={`Move image ${i + 1} up`}
                disabled={i === 0}
                onClick={() => list.move(i, i - 1)}
              >
                <ArrowUp className="h-4 w-4" aria-hidden />
              </Button>
              <Button
                type="button"
                variant="ghost"
                size="sm"
                aria-label={`Move image ${i + 1} down`}
                disabled={i === list.fields.length - 1}
                onClick={() => list.move(i, i + 1)}
              >
                <ArrowDown className="h-4 w-4" aria-hidden />
              </Button>
            </div>
            <Button
              type="button"
              variant="ghost"
              size="sm"
              aria-label={`Remove image ${i + 1}`}
              onClick={() => list.remove(i)}
            >
              <Trash2 className="h-4 w-4" aria-hidden />
            </Button>
          </li>
        ))}
      </ol>
      {list.fields.length === 0 && (
        <p className="text-sm text-muted">No images yet. The first image is the one shoppers see first.</p>
      )}
      {errors.images?.message && <p className="text-sm text-danger">{errors.images.message}</p>}
      <MediaPicker
        chosen={new Set(chosen.map((i) => i.mediaId))}
        onPick={(m) => list.append({ mediaId: m.id, alt: m.alt, url: m.thumbUrl ?? m.url })}
      />
      <StepActions error={formError} busy={form.formState.isSubmitting} onBack={onBack} />
    </form>
  );
}
