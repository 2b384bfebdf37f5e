import { apiRequest } from '../../../api/index.ts';

/** Tells the server the My AIM onboarding is finished: PUT with no body (spec 01 §4, §7). */
export const completeOnboarding = (): Promise<void> =>
  apiRequest('/api/users/me/complete-onboarding', { method: 'PUT' });
