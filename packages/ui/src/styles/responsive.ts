import type { Breakpoint, ThemeVars } from '@mobilise/tokens';

/** A step of the space scale, from `none` to `xxl`. */
export type Space = keyof ThemeVars['space'];

/** The space scale, smallest first, for story controls. */
export const spaces = [
  'none',
  'xxs',
  'xs',
  'sm',
  'md',
  'lg',
  'xl',
  'xxl',
] as const satisfies readonly Space[];

/**
 * Where a responsive value may change: `mobile` from 0 px, then the tokens' breakpoints `sm`
 * (640 px), `md` (768 px), `lg` (1024 px) and `xl` (1280 px).
 */
export type ResponsiveCondition = 'mobile' | Breakpoint;

/**
 * One value for every width, or values by breakpoint, each applying from its breakpoint up until
 * the next one given: `'md'`, or `{ mobile: 'sm', md: 'lg' }` (small below 768 px, large from it).
 */
export type ResponsiveValue<T> = T | Partial<Record<ResponsiveCondition, T>>;

/** Maps each value of a responsive value, keeping its breakpoints. */
export function mapResponsiveValue<T, U>(
  value: ResponsiveValue<T>,
  map: (value: T) => U,
): ResponsiveValue<U> {
  if (typeof value !== 'object' || value === null) return map(value as T);
  return Object.fromEntries(
    Object.entries(value as Partial<Record<ResponsiveCondition, T>>).map(([condition, each]) => [
      condition,
      map(each as T),
    ]),
  ) as Partial<Record<ResponsiveCondition, U>>;
}

/** One value below a breakpoint and another from it up. */
export function switchAt<T extends string>(
  breakpoint: Breakpoint,
  below: T,
  from: T,
): Partial<Record<ResponsiveCondition, T>> {
  const value: Partial<Record<ResponsiveCondition, T>> = { mobile: below };
  value[breakpoint] = from;
  return value;
}
