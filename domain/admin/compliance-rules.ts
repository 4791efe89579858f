import { formatUsd } from '../money.ts';
import { COMPLIANCE } from '../compliance/rules.ts';
import type { StoreSettings } from './settings.ts';
import type { RuleInForce } from './compliance.ts';

const hour = (h: number) => `${String(h % 24).padStart(2, '0')}:00`;

/** The NY rule values the store applies now: the law's fixed values and the admin's settings, with their references. */
export function rulesInForce(settings: StoreSettings): RuleInForce[] {
  const spans = Object.entries(settings.storeHours).map(
    ([day, h]) => [day, `${hour(h.opensHour)}–${hour(h.closesHour)}`] as const,
  );
  const hours = spans.every(([, span]) => span === spans[0]?.[1])
    ? `Every day ${spans[0]?.[1] ?? ''}`
    : spans.map(([day, span]) => `${day} ${span}`).join(', ');
  return [
    {
      key: 'minimum_age',
      label: 'Minimum age to buy, receive and deliver',
      value: `${COMPLIANCE.minimumAge}`,
      reference: 'NY Cannabis Law §127',
      source: 'law',
    },
    {
      key: 'flower_limit',
      label: 'Flower per order (pre-rolls count as flower)',
      value: `${COMPLIANCE.flowerGramsPerOrder} g (3 oz)`,
      reference: '9 NYCRR 123.3',
      source: 'law',
    },
    {
      key: 'concentrate_limit',
      label: 'Concentrated cannabis per order',
      value: `${COMPLIANCE.concentrateGramsPerOrder} g`,
      reference: '9 NYCRR 123.3',
      source: 'law',
    },
    {
      key: 'edible_limits',
      label: 'Edible THC per serving / per package',
      value: `${settings.edibleLimits.mgPerServing} mg / ${settings.edibleLimits.mgPerPackage} mg`,
      reference: 'OCM packaging rule',
      source: 'setting',
    },
    {
      key: 'store_hours',
      label: 'Sales and delivery hours (America/New_York)',
      value: hours,
      reference: '9 NYCRR 125 (never 00:00–08:00)',
      source: 'setting',
    },
    {
      key: 'delivery_area',
      label: 'Delivery ZIP codes (Manhattan, Brooklyn, Queens)',
      value: `${settings.deliveryZips.length} ZIP codes`,
      reference: 'Licence delivery area',
      source: 'setting',
    },
    {
      key: 'excise',
      label: 'Adult-use retail excise (9% state + 4% local)',
      value: `${COMPLIANCE.exciseBasisPoints / 100}% of the price after discounts`,
      reference: 'NY Tax Law §496-c',
      source: 'law',
    },
    {
      key: 'carry_limit_light',
      label: 'Value a courier carries on bike, scooter or foot',
      value: formatUsd(settings.carryLimitsCents.light),
      reference: '9 NYCRR 125 delivery rule',
      source: 'setting',
    },
    {
      key: 'carry_limit_car',
      label: 'Value a courier carries in an enclosed vehicle',
      value: formatUsd(settings.carryLimitsCents.car),
      reference: '9 NYCRR 125 delivery rule',
      source: 'setting',
    },
    {
      key: 'id_notice',
      label: 'Notice at checkout and in the confirmation',
      value: COMPLIANCE.idNotice,
      reference: 'NY Cannabis Law §127 (ID at the door)',
      source: 'law',
    },
  ];
}
