import { useState } from 'react';
import { KEEP_CART_LABEL, NEW_CART_TITLE, newCartMessage, START_NEW_CART_LABEL } from '#domain/cart-shops.ts';
import { Button } from '#web/components/ui/button.tsx';
import { Dialog, DialogContent, DialogDescription, DialogTitle } from '#web/components/ui/dialog.tsx';
import { newCartDialog, useNewCartQuestion } from '../stores/new-cart-dialog.ts';

/** 'Start a new cart?': one order comes from one shop, so an item from another shop empties the cart first. */
export function NewCartDialog() {
  const question = useNewCartQuestion();
  // The last question stays on screen while the dialog closes.
  const [shown, setShown] = useState(question);
  if (question && question !== shown) setShown(question);

  return (
    <Dialog open={question !== null} onOpenChange={(open) => open || newCartDialog.answer(false)}>
      <DialogContent>
        <DialogTitle className="pr-8 font-display text-2xl">{NEW_CART_TITLE}</DialogTitle>
        <DialogDescription className="mt-2 text-muted">
          {shown && newCartMessage(shown.cartShops, shown.productName, shown.shop)}
        </DialogDescription>
        <div className="mt-6 flex flex-col-reverse gap-3 sm:flex-row sm:justify-end">
          <Button variant="outline" onClick={() => newCartDialog.answer(false)}>
            {KEEP_CART_LABEL}
          </Button>
          <Button onClick={() => newCartDialog.answer(true)}>{START_NEW_CART_LABEL}</Button>
        </div>
      </DialogContent>
    </Dialog>
  );
}
