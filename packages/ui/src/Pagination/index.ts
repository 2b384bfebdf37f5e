export type { PageInfo, PaginationProps } from './Pagination.tsx';
export { Pagination } from './Pagination.tsx';
