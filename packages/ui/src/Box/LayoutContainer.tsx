import { Children, type ReactNode } from 'react';
import { allowedValues } from '../styles/allowedValues.ts';
import { listReset } from '../styles/layout.css.ts';

/** The elements a Stack, Inline or Tiles may render: a `div`, or a list whose children become its items. */
export type LayoutElement = 'div' | 'ul' | 'ol';
export const layoutElements = allowedValues<LayoutElement>()(['div', 'ul', 'ol']);

interface LayoutContainerProps {
  as: LayoutElement;
  className: string;
  /** Names the list, for a list among others on the page; a div gets no name. */
  'aria-label'?: string;
  children: ReactNode;
}

/**
 * A layout primitive's element. As a list, each child is wrapped in an `li` (skipping the `null` and
 * `false` of conditional children), so nothing but items sits inside the list; as a `div`, the children
 * are the layout's items themselves, without wrappers.
 */
export function LayoutContainer({
  as: Element,
  className,
  'aria-label': ariaLabel,
  children,
}: LayoutContainerProps) {
  if (Element === 'div') return <div className={className}>{children}</div>;
  return (
    // WebKit stops announcing a list whose bullets are removed unless the list role is stated again.
    <Element role="list" aria-label={ariaLabel} className={`${className} ${listReset}`}>
      {Children.map(children, (child) =>
        child === null || child === undefined || typeof child === 'boolean' ? null : <li>{child}</li>,
      )}
    </Element>
  );
}
