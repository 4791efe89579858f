import { useState } from 'react';
import { CommissionSchema, DeactivateSchema } from '#domain/admin/couriers-schemas.ts';
import type { AdminCourierProfile } from '#domain/admin/couriers-views.ts';
import { VEHICLE_TYPES, type VehicleType } from '#domain/couriers/rules.ts';
import { CONTROL_CLASS } from '#web/components/ui/form-field.tsx';
import { cn } from '#web/lib/cn.ts';
import { useCan } from '#web/lib/use-can.ts';
import { useCourierAction } from '../api/courier-action.ts';
import { vehicleLabel } from '../utils/courier-format.ts';
import { ActionDialog, DialogField } from '#web/components/ui/action-dialog.tsx';

const succeeded = (p: Promise<unknown>) =>
  p.then(
    () => true,
    () => false,
  );

/** The admin's moves on a courier (couriers:manage); support sees none of them. */
export function CourierActions({ courier }: { courier: AdminCourierProfile }) {
  const may = useCan('couriers:manage');
  const [rate, setRate] = useState(String(courier.commissionRate));
  const [rateError, setRateError] = useState<string>();
  const [vehicle, setVehicle] = useState<VehicleType>(courier.vehicle);
  const [reason, setReason] = useState('');
  const [reasonError, setReasonError] = useState<string>();
  const commission = useCourierAction(courier.id, 'commission', (r: number) => ({ rate: r }));
  const changeVehicle = useCourierAction(courier.id, 'vehicle', (v: VehicleType) => ({ vehicleType: v }));
  const resetPin = useCourierAction(courier.id, 'reset-pin', () => ({}));
  const deactivate = useCourierAction(courier.id, 'deactivate', (r: string) => ({ reason: r }));
  const reactivate = useCourierAction(courier.id, 'reactivate', () => ({}));
  if (!may) return null;

  const saveRate = () => {
    const parsed = CommissionSchema.safeParse({ rate: rate.trim() === '' ? NaN : Number(rate) });
    setRateError(parsed.success ? undefined : parsed.error.issues[0]?.message);
    return parsed.success ? succeeded(commission.mutateAsync(parsed.data.rate)) : Promise.resolve(false);
  };
  const saveDeactivate = () => {
    const parsed = DeactivateSchema.safeParse({ reason });
    setReasonError(parsed.success ? undefined : parsed.error.issues[0]?.message);
    return parsed.success ? succeeded(deactivate.mutateAsync(parsed.data.reason)) : Promise.resolve(false);
  };

  return (
    <div className="flex flex-wrap gap-2">
      <ActionDialog
        trigger="Commission"
        title="Change the commission rate"
        description="The share of each order's product subtotal the courier earns, from their next delivery on."
        confirmLabel="Save rate"
        mutation={commission}
        done="Commission rate changed"
        onOpen={() => {
          setRate(String(courier.commissionRate));
          setRateError(undefined);
        }}
        run={saveRate}
      >
        <DialogField id="courier-rate" label="Commission (%)" error={rateError}>
          <input
            id="courier-rate"
            inputMode="decimal"
            value={rate}
            onChange={(e) => setRate(e.target.value)}
            aria-invalid={rateError ? true : undefined}
            className={CONTROL_CLASS}
          />
        </DialogField>
      </ActionDialog>
      <ActionDialog
        trigger="Vehicle"
        title="Change the vehicle"
        description="The vehicle sets how much the courier may carry. Refused if what they carry now is over the new limit."
        confirmLabel="Change vehicle"
        mutation={changeVehicle}
        done="Vehicle changed"
        onOpen={() => setVehicle(courier.vehicle)}
        run={() => succeeded(changeVehicle.mutateAsync(vehicle))}
      >
        <DialogField id="courier-vehicle" label="Vehicle">
          <select
            id="courier-vehicle"
            value={vehicle}
            onChange={(e) => setVehicle(e.target.value as VehicleType)}
            className={CONTROL_CLASS}
          >
            {VEHICLE_TYPES.map((v) => (
              <option key={v} value={v}>
                {vehicleLabel(v)}
              </option>
            ))}
          </select>
        </DialogField>
      </ActionDialog>
      <ActionDialog
        trigger="Reset PIN"
        title={`Reset ${courier.name}'s PIN?`}
        description="Every session of theirs locks at once; they must choose a new PIN before they can work."
        confirmLabel="Reset PIN"
        danger
        mutation={resetPin}
        done="PIN reset; the courier must set a new one"
        run={() => succeeded(resetPin.mutateAsync(undefined))}
      />
      {courier.deactivatedAt ? (
        <ActionDialog
          trigger="Reactivate"
          title={`Reactivate ${courier.name}?`}
          description="They can sign in and go online again."
          confirmLabel="Reactivate"
          mutation={reactivate}
          done="Courier reactivated"
          run={() => succeeded(reactivate.mutateAsync(undefined))}
        />
      ) : (
        <ActionDialog
          trigger="Deactivate"
          title={`Deactivate ${courier.name}?`}
          description="Their sessions end now and they cannot go online until reactivated. Refused while they carry orders."
          confirmLabel="Deactivate"
          danger
          mutation={deactivate}
          done="Courier deactivated"
          onOpen={() => {
            setReason('');
            setReasonError(undefined);
          }}
          run={saveDeactivate}
        >
          <DialogField id="courier-deactivate-reason" label="Reason" error={reasonError}>
            <textarea
              id="courier-deactivate-reason"
              rows={3}
              value={reason}
              onChange={(e) => setReason(e.target.value)}
              aria-invalid={reasonError ? true : undefined}
              placeholder="e.g. Repeated no-shows"
              className={cn(CONTROL_CLASS, 'h-auto py-2.5 text-sm')}
            />
          </DialogField>
        </ActionDialog>
      )}
    </div>
  );
}
