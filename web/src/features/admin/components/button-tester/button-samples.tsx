import { useState } from 'react';
import { LoaderCircle, Plus } from 'lucide-react';
import { Badge, type BadgeTone } from '#web/components/ui/badge.tsx';
import { Button, type ButtonProps } from '#web/components/ui/button.tsx';
import { TesterSection } from './tester-section.tsx';

const VARIANTS: NonNullable<ButtonProps['variant']>[] = [
  'primary',
  'accent',
  'outline',
  'ghost',
  'link',
  'danger',
];
const SIZES: NonNullable<ButtonProps['size']>[] = ['sm', 'md', 'lg'];
const BADGES: [BadgeTone, string][] = [
  ['neutral', 'Pending'],
  ['info', 'Preparing'],
  ['accent', 'Out for delivery'],
  ['success', 'Delivered'],
  ['warning', 'Delayed'],
  ['danger', 'Cancelled'],
];

export function ButtonSamples() {
  const [loading, setLoading] = useState(false);
  const load = () => {
    setLoading(true);
    setTimeout(() => setLoading(false), 1500);
  };
  return (
    <>
      <TesterSection title="Buttons">
        <div className="space-y-4">
          {VARIANTS.map((variant) => (
            <div key={variant} className="flex flex-wrap items-center gap-3">
              <span className="w-20 text-xs font-medium uppercase tracking-wider text-muted">{variant}</span>
              {SIZES.map((size) => (
                <Button key={size} variant={variant} size={size}>
                  {variant} {size}
                </Button>
              ))}
              <Button variant={variant} disabled>
                Disabled
              </Button>
            </div>
          ))}
          <div className="flex flex-wrap items-center gap-3 border-t border-border pt-4">
            <span className="w-20 text-xs font-medium uppercase tracking-wider text-muted">states</span>
            <Button onClick={load} disabled={loading} aria-busy={loading}>
              {loading && <LoaderCircle className="h-4 w-4 animate-spin" aria-hidden />}
              {loading ? 'Saving…' : 'Click to load'}
            </Button>
            <Button disabled aria-busy>
              <LoaderCircle className="h-4 w-4 animate-spin" aria-hidden />
              Loading
            </Button>
            <Button variant="outline" size="icon" aria-label="Add">
              <Plus className="h-4 w-4" aria-hidden />
            </Button>
          </div>
        </div>
      </TesterSection>
      <TesterSection title="Badges">
        <div className="flex flex-wrap gap-2">
          {BADGES.map(([tone, label]) => (
            <Badge key={tone} tone={tone}>
              {label}
            </Badge>
          ))}
        </div>
      </TesterSection>
    </>
  );
}
