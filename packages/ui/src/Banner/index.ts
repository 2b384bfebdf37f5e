export type { BannerProps } from './Banner.tsx';
export { Banner } from './Banner.tsx';
export type { TextSegment } from './parseBold.ts';
export { parseBold } from './parseBold.ts';
