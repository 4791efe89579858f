import { useState } from 'react';
import { useNavigate } from 'react-router';
import { itemsLabel } from '#domain/cart.ts';
import { OTHER_SHOP } from '#domain/cart-shops.ts';
import { ApiError } from '#web/lib/api-client.ts';
import { announceCartUpdated } from '#web/lib/cart-events.ts';
import { toast } from '#web/lib/toast.ts';
import { addToServerCart, getProductsForReorder } from '../api/reorder.ts';
import { planReorder, type ReorderItem } from '../utils/reorder-plan.ts';

interface ReorderSource {
  id: string;
  orderNumber: string;
  items: readonly ReorderItem[];
}

const messageOf = (error: unknown) => (error instanceof Error && error.message) || 'Please try again.';

/** Puts a past order's lines back into the signed-in cart, then opens /cart; what cannot go back is named. */
export function useReorder() {
  const navigate = useNavigate();
  const [pendingId, setPendingId] = useState<string | null>(null);

  async function reorder(order: ReorderSource) {
    if (pendingId) return;
    setPendingId(order.id);
    try {
      const products = await getProductsForReorder([...new Set(order.items.map((i) => i.productId))]);
      const plan = planReorder(order.items, products);
      const notes = [...plan.notes];
      let added = 0;
      // One at a time: each add is checked against the cart the previous one left.
      for (const line of plan.lines) {
        try {
          await addToServerCart({
            productId: line.productId,
            selectedWeight: line.selectedWeight,
            quantity: line.quantity,
          });
          added += line.quantity;
        } catch (error) {
          // A cart from another shop takes none of the lines: say so once.
          if (error instanceof ApiError && error.code === OTHER_SHOP) {
            notes.push(error.message.replace(/\.$/, ''));
            break;
          }
          notes.push(`${line.name}: ${messageOf(error)}`);
        }
      }
      if (added === 0) {
        toast.error(`Nothing from ${order.orderNumber} could go back in your cart`, {
          description: `${notes.join('. ')}.`,
        });
        return;
      }
      announceCartUpdated();
      toast.success(`Added ${itemsLabel(added)} from ${order.orderNumber} to your cart`, {
        description: notes.length > 0 ? `${notes.join('. ')}.` : undefined,
        duration: notes.length > 0 ? 8000 : undefined,
      });
      void navigate('/cart');
    } catch (error) {
      toast.error('Reorder failed', { description: messageOf(error) });
    } finally {
      setPendingId(null);
    }
  }

  return { reorder: (order: ReorderSource) => void reorder(order), pendingId };
}
