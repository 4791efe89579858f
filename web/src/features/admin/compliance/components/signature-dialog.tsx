import { format } from 'date-fns';
import { Link } from 'react-router';
import { adminOrderQuery } from '#web/api/admin-orders/get-admin-order.ts';
import { paths } from '#web/config/paths.ts';
import { useQuery } from '@tanstack/react-query';
import {
  Dialog,
  DialogContent,
  DialogDescription,
  DialogTitle,
  DialogTrigger,
} from '#web/components/ui/dialog.tsx';
import { SignatureImage } from '#web/components/ui/signature-image.tsx';
import { Spinner } from '#web/components/ui/spinner.tsx';

/** The dialog's body: asked for only once it opens (a list of a hundred deliveries fetches no signature). */
function SignatureBody({ orderId }: { orderId: string }) {
  const order = useQuery(adminOrderQuery(orderId));
  if (order.isPending) return <Spinner label="Loading the signature" />;
  if (order.isError)
    return (
      <p role="alert" className="text-sm text-danger">
        {order.error.message}
      </p>
    );
  const { proof } = order.data.door;
  return (
    <div className="space-y-3">
      {proof?.signature ? (
        <SignatureImage signature={proof.signature} label={`Signature of ${order.data.contact.name}`} />
      ) : (
        <p className="text-sm text-muted">Deleted after the retention period.</p>
      )}
      {proof && (
        <p className="text-sm text-muted">
          {order.data.contact.name} · handed over {format(new Date(proof.handedOverAt), 'MMM d, yyyy h:mm a')}
        </p>
      )}
      <Link
        to={`${paths.admin.order.getHref(orderId)}#door-check`}
        className="inline-block text-sm font-medium underline"
      >
        Open the order’s door check
      </Link>
    </div>
  );
}

/**
 * "signature" in the age verification list: the recipient's signature in a dialog over the list, so a compliance
 * review of many deliveries never leaves it.
 */
export function SignatureDialog({ orderId, orderNumber }: { orderId: string; orderNumber: string | null }) {
  return (
    <Dialog>
      <DialogTrigger
        className="underline underline-offset-2 hover:text-foreground"
        aria-label={`Signature for ${orderNumber ?? 'the order'}`}
      >
        signature
      </DialogTrigger>
      <DialogContent className="max-w-lg">
        <DialogTitle className="font-display text-lg">Signature · {orderNumber ?? 'Order'}</DialogTitle>
        <DialogDescription className="mb-3 text-sm text-muted">
          Signed on the courier’s screen at the hand-over.
        </DialogDescription>
        <SignatureBody orderId={orderId} />
      </DialogContent>
    </Dialog>
  );
}
