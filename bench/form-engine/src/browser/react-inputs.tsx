import { memo, useSyncExternalStore } from 'react';
import { createRoot } from 'react-dom/client';
import { bareControl, bareNode } from '../harness/bare-page.ts';
import type { SpecNode, SpecQuestion } from '../spec/types.ts';
import { pageSpec, rootElement } from './page.ts';

// React's own floor: the bare page's page 1, its text-like questions as controlled React inputs that each
// subscribe to their own value in a store outside React, and no engine at all (no conditions, validation
// or saving). What any React form pays per keystroke: React's event system and one component's render.

const values = new Map<string, string>();
const listeners = new Map<string, Set<() => void>>();
const subscribeTo = (name: string) => (listener: () => void) => {
  const set = listeners.get(name) ?? new Set();
  listeners.set(name, set);
  set.add(listener);
  return () => set.delete(listener);
};
const setValue = (name: string, value: string) => {
  values.set(name, value);
  for (const listener of listeners.get(name) ?? []) listener();
};

const textTypes: Partial<Record<SpecQuestion['type'], string>> = {
  Text: 'text',
  Email: 'email',
  Url: 'url',
  Phone: 'tel',
};

const ControlledInput = memo(function ControlledInput({ name, type }: { name: string; type: string }) {
  const value = useSyncExternalStore(subscribeTo(name), () => values.get(name) ?? '');
  return (
    <input
      id={name}
      name={name}
      type={type}
      value={value}
      onChange={(event) => setValue(name, event.target.value)}
    />
  );
});

function Node({ node }: { node: SpecNode }) {
  if (node.node !== 'question' || node.question.type === 'Hidden')
    // biome-ignore lint/security/noDangerouslySetInnerHtml: the bench's own generated markup, as on the bare page
    return <div dangerouslySetInnerHTML={{ __html: bareNode(node) }} />;
  const { name, label, type } = node.question;
  const textType = textTypes[type];
  return (
    <div data-question={name}>
      <label htmlFor={name}>{label}</label>{' '}
      {textType ? (
        <ControlledInput name={name} type={textType} />
      ) : (
        // biome-ignore lint/security/noDangerouslySetInnerHtml: the bench's own generated markup, as on the bare page
        <span dangerouslySetInnerHTML={{ __html: bareControl(node.question) }} />
      )}
    </div>
  );
}

createRoot(rootElement()).render(
  <form>
    {(pageSpec().pages[0]?.nodes ?? []).map((node, index) => (
      // biome-ignore lint/suspicious/noArrayIndexKey: a fixed list rendered once
      <Node key={index} node={node} />
    ))}
  </form>,
);
