export type { DetailPageProps } from './DetailPage.tsx';
export { DetailPage } from './DetailPage.tsx';
export type { DetailSectionProps } from './DetailSection.tsx';
export { DetailSection } from './DetailSection.tsx';
