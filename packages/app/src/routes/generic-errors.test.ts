import { describe, expect, it } from 'vitest';
import { type GenericErrorsEvent, genericErrorsReducer, noGenericErrors } from './generic-errors.ts';

const after = (...events: GenericErrorsEvent[]) => events.reduce(genericErrorsReducer, noGenericErrors);

describe('the generic error page and modal', () => {
  it('show when asked and the modal closes on its own', () => {
    expect(after({ type: 'errorPageShown' })).toEqual({ page: true, modal: false });
    expect(after({ type: 'errorModalShown' })).toEqual({ page: false, modal: true });
    expect(after({ type: 'errorModalShown' }, { type: 'errorModalClosed' })).toEqual(noGenericErrors);
  });

  it('R-ROUTE-049 are both hidden on every navigation', () => {
    expect(after({ type: 'errorPageShown' }, { type: 'errorModalShown' }, { type: 'navigated' })).toEqual(
      noGenericErrors,
    );
  });
});
