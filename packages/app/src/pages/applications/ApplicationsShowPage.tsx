import { ApplicationScreen } from './ApplicationScreen.tsx';

/**
 * ApplicationsShow (/applications/{public_id}): an application, its people and its workflow, with what
 * the reader may do to it; a task instance opens over it at its child route.
 */
export function Page() {
  return <ApplicationScreen address="public_id" />;
}
