import { GlobalSearchBox } from '@mobilise/ui/GlobalSearchBox';
import { useGlobalSearch } from '../features/search/index.ts';
import { useGenericErrors } from './GenericErrors.tsx';

/** The global search of the header (spec 02 §1, §2; 01 §9); a failed search shows the generic error page (01 §8). */
export function HeaderSearch() {
  const search = useGlobalSearch();
  const { showErrorPage } = useGenericErrors();
  return <GlobalSearchBox search={search} onError={showErrorPage} />;
}
