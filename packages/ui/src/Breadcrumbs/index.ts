export type { BreadcrumbsProps } from './Breadcrumbs.tsx';
export { Breadcrumbs } from './Breadcrumbs.tsx';
