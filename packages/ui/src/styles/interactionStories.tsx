import { type ReactNode, useLayoutEffect, useRef } from 'react';

// Stories only: hover, keyboard focus and press shown at rest, for designers and the visual test.

export const interactionStates = ['rest', 'hovered', 'focusVisible', 'pressed'] as const;
export type InteractionState = (typeof interactionStates)[number];

/**
 * The attributes react-aria sets in each state, which our styles read instead of `:hover` and
 * `:focus-visible` (so a pseudo-class addon could not show them). Keyboard focus is focused and visibly
 * so; a pointer press is over the element too.
 */
const stateAttributes: Record<InteractionState, readonly string[]> = {
  rest: [],
  hovered: ['data-hovered'],
  focusVisible: ['data-focused', 'data-focus-visible'],
  pressed: ['data-hovered', 'data-pressed'],
};

const stateNames: Record<InteractionState, string> = {
  rest: 'At rest',
  hovered: 'Hovered',
  focusVisible: 'Focused by keyboard',
  pressed: 'Pressed',
};

interface InStateProps {
  state: InteractionState;
  /** A selector for the elements react-aria marks, e.g. `button` or `[role="menuitem"]`. */
  target: string;
  children: ReactNode;
}

/**
 * What is inside, shown in one state: the state's attributes are set on every element matching
 * `target`, also on those rendered later (a collection's items come after its first commit). React
 * leaves them until react-aria itself renders a change of state (a real hover), since the props it last
 * rendered for them have not changed.
 */
export function InState({ state, target, children }: InStateProps) {
  const root = useRef<HTMLDivElement>(null);
  useLayoutEffect(() => {
    const element = root.current;
    if (!element) return;
    const mark = () => {
      for (const marked of element.querySelectorAll(target))
        for (const attribute of stateAttributes[state]) marked.setAttribute(attribute, 'true');
    };
    mark();
    const observer = new MutationObserver(mark);
    observer.observe(element, { childList: true, subtree: true });
    return () => observer.disconnect();
  }, [state, target]);
  return (
    <div ref={root} data-state={state} style={{ display: 'contents' }}>
      {children}
    </div>
  );
}

interface InteractionStatesProps {
  target: string;
  /** The states the component styles, in this order. @default interactionStates */
  states?: readonly InteractionState[];
  /** What to show in a state, rendered once per state. */
  children: (state: InteractionState) => ReactNode;
}

/** One row per state, named on its left: what a designer checks for hover, focus and press. */
export function InteractionStates({ target, states = interactionStates, children }: InteractionStatesProps) {
  return (
    <div style={{ display: 'grid', gridTemplateColumns: 'max-content 1fr', gap: 16, alignItems: 'center' }}>
      {states.map((state) => (
        <div key={state} style={{ display: 'contents' }}>
          <span>{stateNames[state]}</span>
          <div>
            <InState state={state} target={target}>
              {children(state)}
            </InState>
          </div>
        </div>
      ))}
    </div>
  );
}
