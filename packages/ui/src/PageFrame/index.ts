export type { PageFrameProps, PageFrameWidth } from './PageFrame.tsx';
export { PageFrame, pageFrameWidths } from './PageFrame.tsx';
