export type { StatusPillProps } from './StatusPill.tsx';
export { StatusPill } from './StatusPill.tsx';
export type { StatusKind, StatusOf } from './statuses.ts';
export { statusesOf, statusKinds, statusTone, statusTones } from './statuses.ts';
