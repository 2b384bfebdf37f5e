export type { StatCardAction, StatCardProps } from './StatCard.tsx';
export { StatCard } from './StatCard.tsx';
