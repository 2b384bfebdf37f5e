export type { BadgeTone } from './Badge.css.ts';
export { badgeSizes, badgeTones } from './Badge.css.ts';
export type { BadgeProps, MembershipBadgeProps, MembershipType } from './Badge.tsx';
export { Badge, MembershipBadge, membershipBadgeTone, membershipTypes } from './Badge.tsx';
