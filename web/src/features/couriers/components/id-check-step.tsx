import { useState } from 'react';
import { BadgeCheck, Keyboard } from 'lucide-react';
import type { ReturnReason } from '#domain/couriers/schemas.ts';
import type { CourierDelivery } from '#domain/couriers/views.ts';
import { ID_CHECK_METHODS, type TypedFallback } from '#domain/id-check/messages.ts';
import type { ParsedId } from '#domain/id-check/parsed-id.ts';
import type { IdCheckInput } from '#domain/id-check/schemas.ts';
import { Button } from '#web/components/ui/button.tsx';
import { ApiError } from '#web/lib/api-client.ts';
import { useCheckId } from '../api/check-id.ts';
import { IdScanner } from '../id-scan/id-scanner.tsx';
import { readId, scannedFields } from '../utils/read-id.ts';
import { DangerButton } from './danger-button.tsx';
import { FormAlert } from './form-alert.tsx';
import { IdReadSummary } from './id-read-summary.tsx';
import { NameOverrideForm } from './name-override-form.tsx';
import { TypedIdForm } from './typed-id-form.tsx';

/** Failed scans before the app offers typing the dates instead (as the best couriers' apps do). */
export const SCANS_BEFORE_TYPING = 3;

/** Which refusal a server's answer leads to, when the courier gives up on the door. */
const REFUSAL_OF: Record<string, ReturnReason> = {
  recipient_under_21: 'under_21',
  id_expired: 'no_valid_id',
  name_mismatch: 'not_recipient',
};

interface IdCheckStepProps {
  delivery: CourierDelivery;
  onRefuse: (reason?: ReturnReason) => void;
  /** The courier asked to check another ID although the latest passed (payment waits again meanwhile). */
  rechecking: boolean;
  onRecheck: (on: boolean) => void;
}

/**
 * Step 1 at the door: scan the barcode on the back of the ID (live camera or a photo), or type its dates after three
 * failed scans or on a damaged barcode. The server decides (21+, unexpired, the recipient's name) and says why not.
 */
export function IdCheckStep({ delivery, onRefuse, rechecking, onRecheck }: IdCheckStepProps) {
  const check = useCheckId();
  const [failures, setFailures] = useState(0);
  const [typing, setTyping] = useState<TypedFallback | null>(null);
  const [read, setRead] = useState<ParsedId | null>(null);
  const [noCamera, setNoCamera] = useState(false);
  const [last, setLast] = useState<IdCheckInput['id'] | null>(null);
  const recipient = delivery.dropoff.recipient;
  const latest = delivery.idCheck;

  const submit = (id: IdCheckInput['id'], override?: { reason: string }) => {
    setLast(id);
    onRecheck(false);
    check.reset();
    void check
      .mutateAsync({ orderId: delivery.id, id, ...(override ? { override } : {}) })
      .catch(() => undefined);
  };
  const failed = () => {
    const count = failures + 1;
    setFailures(count);
    if (count >= SCANS_BEFORE_TYPING) setTyping('failed_scans');
  };
  const onRead = (raw: string) => {
    const id = readId(raw);
    if (!id) return failed();
    setRead(id);
    submit(scannedFields(id));
  };

  if (latest?.passed && !rechecking && !check.isPending) {
    return (
      <div className="space-y-2" data-testid="id-check-passed">
        {read && <IdReadSummary id={read} />}
        <p role="status" className="flex items-center gap-2 text-sm font-medium text-success">
          <BadgeCheck className="h-5 w-5" aria-hidden />
          ID checked: 21 or older, valid{latest.overridden ? ', holder confirmed' : ', name matches'}
        </p>
        <p className="text-xs text-muted">
          {ID_CHECK_METHODS[latest.method]}
          {latest.jurisdiction ? ` · ${latest.jurisdiction}` : ''}
        </p>
        <Button
          variant="outline"
          size="sm"
          onClick={() => {
            check.reset();
            setRead(null);
            onRecheck(true);
          }}
        >
          Check another ID
        </Button>
      </div>
    );
  }

  const error = check.error instanceof ApiError ? check.error : null;
  const refusal = error ? REFUSAL_OF[error.code] : undefined;
  // What the check said comes first (the read, the refusal, what to do next); scanning again comes after it.
  return (
    <div className="space-y-4">
      {read && last?.method === 'scanned' && <IdReadSummary id={read} />}
      {check.isPending && (
        <p role="status" className="text-sm text-muted">
          Checking the ID…
        </p>
      )}
      {error && <FormAlert>{error.message}</FormAlert>}
      {error?.code === 'name_mismatch' && last && (
        <NameOverrideForm
          id={delivery.id}
          recipient={recipient}
          busy={check.isPending}
          onConfirm={(reason) => submit(last, { reason })}
        />
      )}
      {refusal && (
        <DangerButton className="w-full" onClick={() => onRefuse(refusal)}>
          Record refusal
        </DangerButton>
      )}
      {error && <p className="pt-1 text-sm font-medium text-muted">Another ID? Scan it:</p>}
      {typing ? (
        <TypedIdForm
          id={delivery.id}
          recipient={recipient}
          fallback={typing}
          busy={check.isPending}
          onSubmit={(id) => submit(id)}
          onScanAgain={() => {
            setTyping(null);
            setFailures(0);
          }}
        />
      ) : (
        <>
          <IdScanner
            onRead={onRead}
            // A blocked or missing camera is no failed scan: the photo button still reads the barcode.
            onFailedScan={(why) => (why === 'no-barcode' ? failed() : setNoCamera(true))}
            disabled={check.isPending}
          />
          {failures > 0 && (
            <p className="text-sm text-muted" data-testid="failed-scans">
              {failures} of {SCANS_BEFORE_TYPING} scans failed. Hold the barcode flat, fill the frame, turn on
              the torch.
            </p>
          )}
          <Button
            variant="ghost"
            size="sm"
            className="h-auto min-h-10 py-2"
            onClick={() => setTyping(noCamera ? 'no_camera' : 'damaged_barcode')}
          >
            <Keyboard className="h-4 w-4" aria-hidden />
            Barcode damaged? Type the dates
          </Button>
        </>
      )}
    </div>
  );
}
