export type { PersonCardPosition, PersonCardProps } from './PersonCard.tsx';
export { PersonCard } from './PersonCard.tsx';
export { personCardPositionLimit, visiblePositions } from './visiblePositions.ts';
