import { useId, useState } from 'react';
import { TextArea as AriaTextArea } from 'react-aria-components/TextArea';
import { TextField, type TextFieldProps } from 'react-aria-components/TextField';
import { FieldChrome, type FieldChromeProps } from '../FieldChrome/FieldChrome.tsx';
import { splitFieldChromeProps } from '../FieldChrome/splitFieldChromeProps.ts';
import { useUiTranslation } from '../i18n/useUiTranslation.ts';
import { inputBox } from '../styles/input.css.ts';
import { countWords } from './countWords.ts';
import * as styles from './TextArea.css.ts';

export interface TextAreaProps
  extends FieldChromeProps,
    Omit<TextFieldProps, 'className' | 'style' | 'children' | 'type' | 'isInvalid'> {
  /** Shown in the empty input. */
  placeholder?: string;
  /**
   * The most words allowed (the MaxWords constraint): shows a live word count and marks the field
   * invalid past it.
   */
  maxWords?: number;
  /**
   * Visible lines of text before it scrolls.
   * @default 4
   */
  rows?: number;
}

/** A multi-line text input (the Textarea field type), with an optional live word count. */
export function TextArea(props: TextAreaProps) {
  const [chrome, { placeholder, maxWords, rows = 4, value, defaultValue, onChange, ...field }] =
    splitFieldChromeProps(props);
  const { t } = useUiTranslation();
  const countId = useId();
  // The count follows the text whether the field is controlled or not.
  const [ownText, setOwnText] = useState(defaultValue ?? '');
  const words = countWords(value ?? ownText);
  const isOverLimit = maxWords !== undefined && words > maxWords;
  return (
    <TextField
      {...field}
      value={value}
      defaultValue={defaultValue}
      onChange={(text) => {
        setOwnText(text);
        onChange?.(text);
      }}
      isInvalid={chrome.errors.length > 0 || isOverLimit}
      validationBehavior="aria"
      aria-describedby={maxWords === undefined ? undefined : countId}
    >
      <FieldChrome {...chrome}>
        <AriaTextArea className={`${inputBox} ${styles.textArea}`} placeholder={placeholder} rows={rows} />
        {maxWords === undefined ? null : (
          <p
            id={countId}
            className={styles.wordCount}
            aria-live="polite"
            data-over-limit={isOverLimit || undefined}
          >
            {t('inputs.textArea.wordCount', { count: words, max: maxWords })}
            {isOverLimit ? ` (${t('inputs.textArea.wordsOver', { count: words - maxWords })})` : null}
          </p>
        )}
      </FieldChrome>
    </TextField>
  );
}
