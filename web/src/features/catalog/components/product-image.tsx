import type { ProductImage as Picture } from '#domain/catalog/media-schemas.ts';
import { cn } from '#web/lib/cn.ts';

interface ProductImageProps {
  src: string;
  alt: string;
  /** An uploaded image: AVIF and WebP widths the browser chooses from with `sizes`. */
  picture?: Picture | undefined;
  /** How wide the image is shown, for choosing a width from the srcsets. */
  sizes?: string;
  /** Rendered size hint; the artwork is square. */
  size?: number;
  /** Above-the-fold images load eagerly with high priority. */
  priority?: boolean;
  className?: string;
}

export function ProductImage({
  src,
  alt,
  picture,
  sizes = '(min-width: 1024px) 25vw, (min-width: 640px) 33vw, 50vw',
  size = 800,
  priority = false,
  className,
}: ProductImageProps) {
  const img = (
    <img
      src={picture?.src ?? src}
      alt={picture?.alt ?? alt}
      width={picture?.width ?? size}
      height={picture?.height ?? size}
      loading={priority ? 'eager' : 'lazy'}
      decoding="async"
      fetchPriority={priority ? 'high' : 'auto'}
      className={cn('aspect-square h-auto w-full bg-forest object-cover', className)}
    />
  );
  if (!picture) return img;
  return (
    <picture>
      {picture.avifSrcset && <source type="image/avif" srcSet={picture.avifSrcset} sizes={sizes} />}
      {picture.srcset && <source type="image/webp" srcSet={picture.srcset} sizes={sizes} />}
      {img}
    </picture>
  );
}
