export type { CardProps } from './Card.tsx';
export { Card, cardHeadingLevels } from './Card.tsx';
