/** What the keyboard can reach inside a field. */
const focusable = 'input, select, textarea, button, [tabindex]';

/**
 * Focuses the first field of the page shown as invalid, on the first control in it the keyboard reaches.
 * A field marks itself invalid on its input (`aria-invalid`) or, for a Select, on its wrapper
 * (`data-invalid`), whose trigger is a button and whose native `<select>` is hidden from everyone.
 */
export function focusFirstInvalidField(root: ParentNode = document) {
  const field = [...root.querySelectorAll('[data-field]')].find((each) =>
    each.querySelector('[aria-invalid="true"], [data-invalid]'),
  );
  const control = [...(field?.querySelectorAll<HTMLElement>(focusable) ?? [])].find(
    (element) =>
      element.tabIndex >= 0 &&
      !element.closest('[aria-hidden="true"], [inert]') &&
      !element.matches(':disabled'),
  );
  control?.focus();
}
