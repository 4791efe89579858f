import { ShoppingBag } from 'lucide-react';
import { Button } from '#web/components/ui/button.tsx';

export function CartEmptyState({ onBrowse }: { onBrowse: () => void }) {
  return (
    <div className="flex flex-1 flex-col items-center justify-center px-6 py-16 text-center">
      <span className="flex h-16 w-16 items-center justify-center rounded-full bg-accent-soft text-accent">
        <ShoppingBag className="h-7 w-7" aria-hidden />
      </span>
      <p className="mt-6 font-display text-2xl">Your cart is empty</p>
      <p className="mt-2 text-sm text-muted">Add some products to get started</p>
      <Button className="mt-8" onClick={onBrowse}>
        Browse Products
      </Button>
    </div>
  );
}
