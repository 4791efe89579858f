import { describe, expect, it } from 'vitest';
import {
  INCIDENT_MESSAGES,
  IncidentStatusChangeSchema,
  isUrgent,
  ReportIncidentSchema,
  transitionRefusal,
} from './incidents.ts';

describe('incident steps', () => {
  it('go open → acknowledged → resolved, and say why any other step is refused', () => {
    expect(transitionRefusal('open', 'acknowledged')).toBeNull();
    expect(transitionRefusal('acknowledged', 'resolved')).toBeNull();
    expect(transitionRefusal('open', 'resolved')).toBe(INCIDENT_MESSAGES.acknowledgeFirst);
    expect(transitionRefusal('acknowledged', 'acknowledged')).toBe(INCIDENT_MESSAGES.alreadyAcknowledged);
    expect(transitionRefusal('resolved', 'resolved')).toBe(INCIDENT_MESSAGES.alreadyResolved);
    expect(transitionRefusal('resolved', 'acknowledged')).toBe(INCIDENT_MESSAGES.alreadyResolved);
    expect(transitionRefusal('acknowledged', 'open')).toBe(INCIDENT_MESSAGES.reopen);
  });

  it('need a note to resolve, not to acknowledge', () => {
    expect(IncidentStatusChangeSchema.safeParse({ to: 'acknowledged' }).success).toBe(true);
    const resolve = IncidentStatusChangeSchema.safeParse({ to: 'resolved', note: '  ' });
    expect(resolve.error?.issues[0]?.message).toBe(INCIDENT_MESSAGES.resolveNote);
  });
});

describe('a report', () => {
  it('needs notes only for Other, and a position as a pair', () => {
    expect(ReportIncidentSchema.parse({ category: 'unsafe_location' })).toEqual({
      category: 'unsafe_location',
      notes: '',
    });
    expect(ReportIncidentSchema.safeParse({ category: 'other' }).error?.issues[0]?.message).toBe(
      INCIDENT_MESSAGES.notesRequired,
    );
    expect(
      ReportIncidentSchema.safeParse({ category: 'theft_robbery', lng: -73.9 }).error?.issues[0]?.message,
    ).toBe(INCIDENT_MESSAGES.positionPair);
  });

  it('is urgent for a theft or robbery and a vehicle accident only', () => {
    expect(isUrgent('theft_robbery')).toBe(true);
    expect(isUrgent('vehicle_accident')).toBe(true);
    expect(isUrgent('aggressive_person')).toBe(false);
  });
});
