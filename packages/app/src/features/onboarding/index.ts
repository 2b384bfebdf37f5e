export { OnboardingGuide } from './OnboardingGuide.tsx';
export { onboardingStorageKeyPrefix } from './onboarding-progress-store.ts';
