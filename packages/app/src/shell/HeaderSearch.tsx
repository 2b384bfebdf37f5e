import { GlobalSearchBox } from '@mobilise/ui/GlobalSearchBox';
import { useGlobalSearch } from '../features/search/index.ts';
import { useGenericErrors } from './GenericErrors.tsx';

/**
 * The global search of the header, full width in the mobile menu (`isFullWidth`); a failed search shows
 * the generic error page.
 */
export function HeaderSearch({ isFullWidth = false }: { isFullWidth?: boolean }) {
  const search = useGlobalSearch();
  const { showErrorPage } = useGenericErrors();
  return <GlobalSearchBox search={search} onError={showErrorPage} isFullWidth={isFullWidth} />;
}
