import { useCallback, useEffect, useState } from 'react';

const pagePattern = /^#page=(\d+)$/;

/** The 1-based page a hash addresses (`#page={n}`), kept within the form's pages. */
export function pageOfHash(hash: string, pageCount: number): number {
  const match = pagePattern.exec(hash);
  const page = match ? Number(match[1]) : 1;
  return Math.min(Math.max(page, 1), Math.max(pageCount, 1));
}

/** The current page, read from and written to the location hash, so Back in the browser moves between pages. */
export function usePageHash(pageCount: number): [number, (page: number) => void] {
  const [page, setPageState] = useState(() => pageOfHash(window.location.hash, pageCount));
  useEffect(() => {
    const onHashChange = () => {
      if (pagePattern.test(window.location.hash)) setPageState(pageOfHash(window.location.hash, pageCount));
    };
    window.addEventListener('hashchange', onHashChange);
    return () => window.removeEventListener('hashchange', onHashChange);
  }, [pageCount]);
  const setPage = useCallback((next: number) => {
    setPageState(next);
    window.history.pushState(null, '', `#page=${next}`);
  }, []);
  return [page, setPage];
}
