export { atPhoneWidth, expectNoSidewaysScroll } from './atPhoneWidth.ts';
export { PageStory, type PageStoryProps } from './PageStory.tsx';
export { shellSettled } from './shellSettled.ts';
export { containing, fieldLabel } from './textPatterns.ts';
