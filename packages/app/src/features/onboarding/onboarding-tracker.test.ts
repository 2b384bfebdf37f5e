import { describe, expect, it, vi } from 'vitest';
import { memoryStorage } from '../../shared/storage.ts';
import { onboardingProgressStore } from './onboarding-progress-store.ts';
import type { OnboardingVisit } from './onboarding-steps.ts';
import { onboardingTracker } from './onboarding-tracker.ts';

const owner = { personProfileId: 11, familyId: null };
const lastSteps: OnboardingVisit[] = [
  { name: 'MyAimDashboard', params: {} },
  { name: 'PersonProfilesShow', params: { id: '11' } },
  { name: 'PersonProfilesEdit', params: { id: '11' } },
  { name: 'PersonProfilesShow', params: { id: '11' } },
  { name: 'AssignmentsShow', params: { public_id: '1234' } },
];
const leave: OnboardingVisit = { name: 'PersonProfileLeaveRequests', params: { id: '11' } };

const setUp = (storage = memoryStorage()) => {
  const complete = vi.fn(async () => {});
  const tracker = onboardingTracker({ userId: 3, owner, store: onboardingProgressStore(storage), complete });
  return { storage, complete, tracker };
};

describe('the onboarding tracker', () => {
  it('R-ONBOARD-008 keeps the progress in local storage, so a new page load carries on from it', async () => {
    const { storage, tracker } = setUp();
    await tracker.visit({ name: 'MyAimDashboard', params: {} });
    await tracker.visit({ name: 'PersonProfilesShow', params: { id: '11' } });
    expect(storage.getItem('mobilise.onboarding.3')).not.toBeNull();

    const reloaded = setUp(storage).tracker;
    expect(reloaded.progress()).toMatchObject({ step: 'profile', profileViewed: true });
    await reloaded.visit({ name: 'PersonProfilesEdit', params: { id: '11' } });
    expect((await reloaded.visit({ name: 'MyAimDashboard', params: {} })).step).toBe('assignment');
  });

  it('tells the progress a visit will record without recording it, for the first render of the page', async () => {
    const { storage, tracker } = setUp();
    const dashboard: OnboardingVisit = { name: 'MyAimDashboard', params: {} };
    const preview = tracker.progressAfter(dashboard);
    expect(preview.step).toBe('profile');
    expect(storage.getItem('mobilise.onboarding.3')).toBeNull();
    expect(await tracker.visit(dashboard)).toEqual(preview);
  });

  it("R-ONBOARD-008 starts from the beginning when the stored progress is unreadable or another user's", () => {
    const storage = memoryStorage({
      'mobilise.onboarding.3': '{"step":"nowhere"}',
      'mobilise.onboarding.4': '{',
    });
    expect(setUp(storage).tracker.progress().step).toBe('dashboard');
    storage.setItem(
      'mobilise.onboarding.9',
      JSON.stringify({ step: 'leaveRequests', profileViewed: false, editingProfile: false }),
    );
    expect(setUp(storage).tracker.progress().step).toBe('dashboard');
  });

  it('R-ONBOARD-009 completing tells the server once and clears the locally kept progress', async () => {
    const { storage, complete, tracker } = setUp();
    for (const visit of lastSteps) await tracker.visit(visit);
    expect(complete).not.toHaveBeenCalled();

    await tracker.visit(leave);
    expect(complete).toHaveBeenCalledTimes(1);
    expect(storage.getItem('mobilise.onboarding.3')).toBeNull();
  });

  it('R-ONBOARD-009 keeps the finished progress when the server could not be told, and tries again on the next visit', async () => {
    const { storage, complete, tracker } = setUp();
    complete.mockRejectedValueOnce(new Error('offline'));
    for (const visit of lastSteps) await tracker.visit(visit);
    await expect(tracker.visit(leave)).rejects.toThrow('offline');
    expect(storage.getItem('mobilise.onboarding.3')).toContain('"done"');

    await tracker.visit({ name: 'MyAimDashboard', params: {} });
    expect(complete).toHaveBeenCalledTimes(2);
    expect(storage.getItem('mobilise.onboarding.3')).toBeNull();
  });
});
