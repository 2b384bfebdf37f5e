export type { DescriptionItem, DescriptionListProps } from './DescriptionList.tsx';
export { DescriptionList } from './DescriptionList.tsx';
