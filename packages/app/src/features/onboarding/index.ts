export { OnboardingGuide } from './OnboardingGuide.tsx';
