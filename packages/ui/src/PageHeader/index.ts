export type { PageHeaderProps } from './PageHeader.tsx';
export { PageHeader } from './PageHeader.tsx';
