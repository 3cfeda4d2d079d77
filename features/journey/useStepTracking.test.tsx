import { renderHook } from '@testing-library/react';
import { afterEach, describe, expect, it } from 'vitest';
import { createTracker, type TrackerEvent } from '@/lib/analytics/tracker';
import { replacePageTracker } from '@/lib/analytics/pageTracker';
import { useStepTracking } from './useStepTracking';

function setup(step: number) {
  const events: TrackerEvent[] = [];
  const tracker = createTracker({ send: (event) => events.push(event), reset: () => {} }, null);
  replacePageTracker(tracker);
  const { result } = renderHook(() =>
    useStepTracking(step, { formId: 101, formSlug: 'soutenir', organizationSlug: 'les-amis', formType: 'Event' }),
  );
  return { track: result.current, events };
}

const formData = (intent?: string) => {
  const data = new FormData();
  if (intent) data.set('intent', intent);
  return data;
};

describe('step analytics', () => {
  afterEach(() => replacePageTracker(null));

  it('sends "Campaign Step completed" with the form, its kind and the step', () => {
    const { track, events } = setup(2);
    track(formData());
    expect(events).toEqual([
      {
        name: 'Campaign Step completed',
        properties: { formId: 101, formSlug: 'soutenir', organizationSlug: 'les-amis', formType: 'Event', step: 2 },
      },
    ]);
  });

  it('adds "Campaign Payment Submitted" when the summary asks to pay, not when it updates the tip', () => {
    const { track, events } = setup(3);
    track(formData('updateTip'));
    track(formData('pay'));
    expect(events.map((event) => event.name)).toEqual(['Campaign Step completed', 'Campaign Payment Submitted']);
  });
});
