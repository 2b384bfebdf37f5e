import { type ReactNode, useId } from 'react';
import { FieldErrorContext } from 'react-aria-components/FieldError';
import { LabelContext } from 'react-aria-components/Label';
import { Provider } from 'react-aria-components/slots';
import { TextContext } from 'react-aria-components/Text';
import { FieldChrome, type FieldChromeProps } from '../FieldChrome/FieldChrome.tsx';
import * as styles from './FieldGroup.css.ts';

// FieldError reads only `isInvalid` and `validationErrors`: the form passes its errors as `errors`.
const noValidityDetails = {} as ValidityState;

/**
 * `FieldChrome` around several inputs that answer one question (an address, language pairs…): a
 * `<fieldset>` (a group) named by the label and described by the help texts and errors, as react-aria's
 * own fields wire a single input.
 */
export function FieldGroup({
  children,
  className,
  ...chrome
}: FieldChromeProps & { children: ReactNode; className?: string }) {
  const labelId = useId();
  const descriptionId = useId();
  const errorId = useId();
  const errors = chrome.errors ?? [];
  const hasDescription = Boolean(chrome.help || chrome.hint || chrome.warning || chrome.isDesirableMissing);
  const describedBy = [hasDescription ? descriptionId : null, errors.length > 0 ? errorId : null].filter(
    Boolean,
  );
  return (
    // A fieldset named by the chrome's label, not a <legend>: FieldChrome lays the label out like every field's.
    <fieldset
      aria-labelledby={labelId}
      aria-describedby={describedBy.length > 0 ? describedBy.join(' ') : undefined}
      className={styles.fieldset}
    >
      <Provider
        values={[
          [LabelContext, { id: labelId, elementType: 'span' }],
          [TextContext, { slots: { description: { id: descriptionId }, errorMessage: { id: errorId } } }],
          [
            FieldErrorContext,
            { isInvalid: errors.length > 0, validationErrors: [], validationDetails: noValidityDetails },
          ],
        ]}
      >
        <FieldChrome {...chrome}>{children}</FieldChrome>
      </Provider>
    </fieldset>
  );
}
