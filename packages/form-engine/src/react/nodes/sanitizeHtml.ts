import { createElement, type ReactNode } from 'react';

/** Markup an html block may use; anything else is unwrapped to its text, and these are dropped whole. */
const allowedTags = new Set([
  'p',
  'br',
  'strong',
  'b',
  'em',
  'i',
  'u',
  'small',
  'span',
  'div',
  'blockquote',
  'ul',
  'ol',
  'li',
  'h2',
  'h3',
  'h4',
  'h5',
  'h6',
  'a',
  'hr',
]);
const droppedTags = new Set([
  'script',
  'style',
  'iframe',
  'object',
  'embed',
  'template',
  'noscript',
  'svg',
  'math',
  'form',
]);
const voidTags = new Set(['br', 'hr']);
const safeHref = /^(https?:|mailto:|tel:|\/|#)/i;

function toReact(node: Node, key: number): ReactNode {
  if (node.nodeType === Node.TEXT_NODE) return node.textContent;
  if (node.nodeType !== Node.ELEMENT_NODE) return null;
  const element = node as Element;
  const tag = element.tagName.toLowerCase();
  if (droppedTags.has(tag)) return null;
  const children = [...element.childNodes].map(toReact);
  if (!allowedTags.has(tag)) return createElement('span', { key }, ...children);
  if (voidTags.has(tag)) return createElement(tag, { key });
  if (tag !== 'a') return createElement(tag, { key }, ...children);
  const href = element.getAttribute('href')?.trim() ?? '';
  const opensElsewhere = element.getAttribute('target') === '_blank';
  return createElement(
    'a',
    {
      key,
      href: safeHref.test(href) ? href : undefined,
      target: opensElsewhere ? '_blank' : undefined,
      rel: opensElsewhere ? 'noopener noreferrer' : undefined,
    },
    ...children,
  );
}

/**
 * An html block's markup as React elements: parsed inertly (DOMParser runs no scripts), rebuilt from an
 * allow-list with no attributes but a safe link target, so no script, handler or style reaches the page.
 */
export function sanitizedHtml(html: string): ReactNode[] {
  const body = new DOMParser().parseFromString(html, 'text/html').body;
  return [...body.childNodes].map(toReact);
}
