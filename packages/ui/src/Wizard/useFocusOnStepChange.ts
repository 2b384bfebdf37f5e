import { useEffect, useRef } from 'react';

/** What the keyboard can reach inside a form page. */
const focusable = 'input, select, textarea, button, [tabindex]';

const firstControlIn = (root: HTMLElement | null) =>
  [...(root?.querySelectorAll<HTMLElement>(focusable) ?? [])].find(
    (element) =>
      element.tabIndex >= 0 &&
      !element.closest('[aria-hidden="true"], [inert]') &&
      !element.matches(':disabled'),
  );

/**
 * Moves focus to the first control of a newly shown form page, so a keyboard or screen reader user goes on
 * from the page's start rather than from the Continue button of the page they left. The first page is
 * left alone: on arrival the shell focuses the page's heading. Returns the ref for the pages' container.
 */
export function useFocusOnStepChange(currentStep: number) {
  const body = useRef<HTMLDivElement>(null);
  const shownStep = useRef(currentStep);
  useEffect(() => {
    if (shownStep.current === currentStep) return;
    shownStep.current = currentStep;
    firstControlIn(body.current)?.focus();
  }, [currentStep]);
  return body;
}
