import type { FieldChromeProps } from './FieldChrome.tsx';

const chromeKeys = [
  'label',
  'isRequired',
  'info',
  'help',
  'hint',
  'warning',
  'postWarning',
  'errors',
  'isDesirableMissing',
] as const satisfies readonly (keyof FieldChromeProps)[];

/**
 * Separates the texts FieldChrome renders from the props meant for the react-aria field, so each input
 * passes both on without listing them. `isRequired` goes to both: the marker and the input's semantics.
 */
export const splitFieldChromeProps = <Props extends FieldChromeProps>(
  props: Props,
): [FieldChromeProps, Omit<Props, keyof FieldChromeProps> & { isRequired?: boolean }] => {
  const chrome: Record<string, unknown> = {};
  const rest: Record<string, unknown> = {};
  for (const [key, value] of Object.entries(props)) {
    ((chromeKeys as readonly string[]).includes(key) ? chrome : rest)[key] = value;
  }
  rest.isRequired = props.isRequired;
  return [chrome as unknown as FieldChromeProps, rest as Omit<Props, keyof FieldChromeProps>];
};
