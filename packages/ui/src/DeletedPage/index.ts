export type { DeletedPageProps } from './DeletedPage.tsx';
export { DeletedPage } from './DeletedPage.tsx';
