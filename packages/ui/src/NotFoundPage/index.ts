export type { NotFoundPageProps } from './NotFoundPage.tsx';
export { NotFoundPage } from './NotFoundPage.tsx';
