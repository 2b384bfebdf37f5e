/** Which generic error screens are showing (spec 01 §2.4, §8). */
export interface GenericErrors {
  page: boolean;
  modal: boolean;
}

export type GenericErrorsEvent =
  | { type: 'errorPageShown' }
  | { type: 'errorModalShown' }
  | { type: 'errorModalClosed' }
  | { type: 'navigated' };

export const noGenericErrors: GenericErrors = { page: false, modal: false };

/** The generic error page and modal: each shown by its event, both hidden on every navigation (spec 01 §2.5). */
export const genericErrorsReducer = (state: GenericErrors, event: GenericErrorsEvent): GenericErrors => {
  switch (event.type) {
    case 'errorPageShown':
      return { ...state, page: true };
    case 'errorModalShown':
      return { ...state, modal: true };
    case 'errorModalClosed':
      return { ...state, modal: false };
    case 'navigated':
      return noGenericErrors;
  }
};
