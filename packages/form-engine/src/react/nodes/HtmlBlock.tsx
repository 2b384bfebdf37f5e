import { useMemo } from 'react';
import { useFormContext } from '../FormContext.ts';
import { useHtmlBlockVisible } from '../hooks/useFieldState.ts';
import * as styles from './nodes.css.ts';
import { sanitizedHtml } from './sanitizeHtml.ts';

/** A block of the template's html (sanitised), shown while its conditions hold. */
export function HtmlBlock({ html, blockKey }: { html: string; blockKey: string }) {
  const { store } = useFormContext();
  const visible = useHtmlBlockVisible(store, blockKey);
  const content = useMemo(() => sanitizedHtml(html), [html]);
  if (!visible) return null;
  return (
    <div className={styles.htmlBlock} data-html-block={blockKey}>
      {content}
    </div>
  );
}
