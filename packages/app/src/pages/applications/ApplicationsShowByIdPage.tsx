import { ApplicationScreen } from './ApplicationScreen.tsx';

/** ApplicationsShowById (/applications/{id}): the application's page, reached by its full id. */
export function Page() {
  return <ApplicationScreen address="id" />;
}
