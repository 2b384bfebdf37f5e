import { GenericErrorPage } from '@mobilise/ui';
import { useRouteError } from 'react-router-dom';

/** Any error a page throws ends here: logged for us, the generic error page for the user. */
export function RootErrorBoundary() {
  const error = useRouteError();
  console.error(error);
  return <GenericErrorPage />;
}
