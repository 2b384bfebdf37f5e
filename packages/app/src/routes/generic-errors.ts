/** Which generic error screens are showing. */
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

/** The generic error page and modal: each shown by its event, both hidden on every navigation. */
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
