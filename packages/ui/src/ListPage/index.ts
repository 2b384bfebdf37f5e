export type { ListPageProps } from './ListPage.tsx';
export { ListPage } from './ListPage.tsx';
