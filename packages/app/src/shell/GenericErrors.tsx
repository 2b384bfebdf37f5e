import {
  createContext,
  lazy,
  type ReactNode,
  Suspense,
  useContext,
  useEffect,
  useReducer,
  useRef,
  useState,
} from 'react';
import { useLocation } from 'react-router-dom';
import { genericErrorsReducer, noGenericErrors } from '../routes/generic-errors.ts';
import { genericErrorModalRequests } from './generic-error-requests.ts';
import { checkSessionBeforeGenericError } from './session-check.ts';
import { supportContactFor } from './support-contact.ts';

export interface GenericErrorsApi {
  /** A load the page cannot do without failed: the generic error page replaces the page. */
  showErrorPage: () => void;
  /** A save failed: the generic error modal says the changes were not saved. */
  showErrorModal: () => void;
}

// Loaded when first shown: every page has the provider, few show an error.
const GenericErrorPage = lazy(() =>
  import('@mobilise/ui/GenericErrorPage').then((m) => ({ default: m.GenericErrorPage })),
);
const GenericErrorModal = lazy(() =>
  import('@mobilise/ui/GenericErrorModal').then((m) => ({ default: m.GenericErrorModal })),
);

const GenericErrorsContext = createContext<GenericErrorsApi | null>(null);

/** Lets a page show the generic error page or modal; both after the session check. */
export const useGenericErrors = (): GenericErrorsApi => {
  const api = useContext(GenericErrorsContext);
  if (api === null) throw new Error('useGenericErrors needs the GenericErrorsProvider of the root layout');
  return api;
};

/**
 * Holds the generic error page and modal: each shown once the session check lets it, both hidden on
 * every navigation, the modal also on a request from the store error action. `children`
 * is the page, replaced while the error page shows.
 */
export function GenericErrorsProvider({ children }: { children: ReactNode }) {
  const { pathname } = useLocation();
  const [state, dispatch] = useReducer(genericErrorsReducer, noGenericErrors);
  const [isCreativeAccess, setCreativeAccess] = useState(false);
  const pathnameRef = useRef(pathname);
  pathnameRef.current = pathname;

  // biome-ignore lint/correctness/useExhaustiveDependencies: the navigation itself is the trigger
  useEffect(() => dispatch({ type: 'navigated' }), [pathname]);

  const [api] = useState<GenericErrorsApi>(() => {
    const show = (event: 'errorPageShown' | 'errorModalShown') => {
      void checkSessionBeforeGenericError(pathnameRef.current).then(({ showError, isCreativeAccess }) => {
        if (!showError) return;
        setCreativeAccess(isCreativeAccess);
        dispatch({ type: event });
      });
    };
    return { showErrorPage: () => show('errorPageShown'), showErrorModal: () => show('errorModalShown') };
  });

  useEffect(() => genericErrorModalRequests.subscribe(api.showErrorModal), [api]);

  return (
    <GenericErrorsContext.Provider value={api}>
      {state.page ? (
        <Suspense>
          <GenericErrorPage supportEmail={supportContactFor(isCreativeAccess)} />
        </Suspense>
      ) : (
        children
      )}
      {state.modal ? (
        <Suspense>
          <GenericErrorModal isOpen onClose={() => dispatch({ type: 'errorModalClosed' })} />
        </Suspense>
      ) : null}
    </GenericErrorsContext.Provider>
  );
}
