import { Button } from '#web/components/ui/button.tsx';
import {
  Dialog,
  DialogClose,
  DialogContent,
  DialogDescription,
  DialogTitle,
  DialogTrigger,
} from '#web/components/ui/dialog.tsx';
import { LoadingSkeleton, Skeleton } from '#web/components/ui/skeleton.tsx';
import { Spinner } from '#web/components/ui/spinner.tsx';
import { toast } from '#web/lib/toast.ts';
import { TesterSection } from './tester-section.tsx';

export function OverlaySamples() {
  return (
    <>
      <TesterSection title="Dialog and toasts">
        <div className="flex flex-wrap gap-3">
          <Dialog>
            <DialogTrigger asChild>
              <Button variant="outline">Open dialog</Button>
            </DialogTrigger>
            <DialogContent>
              <DialogTitle className="font-display text-2xl">Cancel order NYM-1042?</DialogTitle>
              <DialogDescription className="mt-2 text-sm text-muted">
                The customer is told by e-mail and the stock goes back on the shelf.
              </DialogDescription>
              <div className="mt-6 flex justify-end gap-3">
                <DialogClose asChild>
                  <Button variant="outline">Keep order</Button>
                </DialogClose>
                <DialogClose asChild>
                  <Button variant="danger">Cancel order</Button>
                </DialogClose>
              </div>
            </DialogContent>
          </Dialog>
          <Button variant="outline" onClick={() => toast('Order NYM-1042 assigned')}>
            Toast
          </Button>
          <Button variant="outline" onClick={() => toast.success('Settings saved')}>
            Success toast
          </Button>
          <Button variant="outline" onClick={() => toast.error('Could not save the settings')}>
            Error toast
          </Button>
        </div>
      </TesterSection>
      <TesterSection title="Skeletons and spinner">
        <div className="grid gap-6 md:grid-cols-2">
          <LoadingSkeleton variant="card" />
          <div className="space-y-3">
            <Skeleton className="h-5 w-2/3" />
            <Skeleton className="h-4 w-full" />
            <Skeleton className="h-4 w-5/6" />
            <Spinner label="Loading orders" />
          </div>
        </div>
      </TesterSection>
    </>
  );
}
