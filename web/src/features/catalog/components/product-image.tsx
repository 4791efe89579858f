import { cn } from '#web/lib/cn.ts';

interface ProductImageProps {
  src: string;
  alt: string;
  /** Rendered size hint; the artwork is square. */
  size?: number;
  /** Above-the-fold images load eagerly with high priority. */
  priority?: boolean;
  className?: string;
}

export function ProductImage({ src, alt, size = 800, priority = false, className }: ProductImageProps) {
  return (
    <img
      src={src}
      alt={alt}
      width={size}
      height={size}
      loading={priority ? 'eager' : 'lazy'}
      decoding="async"
      fetchPriority={priority ? 'high' : 'auto'}
      className={cn('aspect-square h-auto w-full bg-forest object-cover', className)}
    />
  );
}
