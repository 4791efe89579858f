import type { Signature } from '#domain/id-check/schemas.ts';
import { cn } from '#web/lib/cn.ts';

/** A recipient's signature as drawn on the courier's screen: one stroked SVG path in its own box. */
export function SignatureImage({
  signature,
  label,
  className,
}: {
  signature: Signature;
  label: string;
  className?: string;
}) {
  return (
    <svg
      role="img"
      aria-label={label}
      viewBox={`0 0 ${signature.width} ${signature.height}`}
      className={cn('h-auto w-full rounded-xl border border-border bg-white', className)}
      data-testid="signature-image"
    >
      <path
        d={signature.path}
        fill="none"
        stroke="#111827"
        strokeWidth={2.5}
        strokeLinecap="round"
        strokeLinejoin="round"
      />
    </svg>
  );
}
