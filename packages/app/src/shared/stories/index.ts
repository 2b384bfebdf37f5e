export { atPhoneWidth, expectNoSidewaysScroll } from './atPhoneWidth.ts';
export { clearLiveAnnouncements } from './clearLiveAnnouncements.ts';
export { PageStory, type PageStoryProps } from './PageStory.tsx';
