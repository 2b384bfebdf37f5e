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
 * passes both on without listing them. `isRequired` goes to both: the marker and the input's semantics;
 * `errors` is always a list, so `chrome.errors.length > 0` is the field's invalid state.
 */
export const splitFieldChromeProps = <Props extends FieldChromeProps>(
  props: Props,
): [
  FieldChromeProps & { errors: readonly string[] },
  Omit<Props, keyof FieldChromeProps> & { isRequired?: boolean },
] => {
  const chrome: Record<string, unknown> = {};
  const rest: Record<string, unknown> = {};
  for (const [key, value] of Object.entries(props)) {
    ((chromeKeys as readonly string[]).includes(key) ? chrome : rest)[key] = value;
  }
  chrome.errors = props.errors ?? [];
  rest.isRequired = props.isRequired;
  return [
    chrome as unknown as FieldChromeProps & { errors: readonly string[] },
    rest as Omit<Props, keyof FieldChromeProps>,
  ];
};
