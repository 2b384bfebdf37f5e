import type { QueryClient, QueryKey } from '@tanstack/react-query';

/** The element that carries, in a page the server rendered, the answers its render read. */
export const serverQueriesElementId = 'server-queries';

interface ServerQuery {
  queryKey: QueryKey;
  data: unknown;
  updatedAt: number;
}

/**
 * The answers a server render read (its cache's successful queries), as a JSON script element for the
 * page: the app puts them in its own cache at start (`takeServerQueries`) instead of asking for them
 * again before it can take the page over. Every `<` is written as `\u003c`, which JSON reads back as
 * `<`, so that no answer (a name typed by a member) can end the element or open a comment.
 */
export const serverQueriesElement = (queryClient: QueryClient): string => {
  const queries: ServerQuery[] = queryClient
    .getQueryCache()
    .getAll()
    .filter((query) => query.state.status === 'success')
    .map((query) => ({
      queryKey: query.queryKey,
      data: query.state.data,
      updatedAt: query.state.dataUpdatedAt,
    }));
  const json = JSON.stringify(queries).replaceAll('<', '\\u003c');
  return `<script type="application/json" id="${serverQueriesElementId}">${json}</script>`;
};

/**
 * Puts the answers of the server's render of this page (the text of its `serverQueriesElement`) in the
 * app's cache, as read when the server read them. Text that is not such a list puts nothing there: the
 * app then asks for what it needs, as on a page the server did not render.
 */
export const takeServerQueries = (queryClient: QueryClient, text: string) => {
  let queries: unknown;
  try {
    queries = JSON.parse(text);
  } catch {
    return;
  }
  if (!Array.isArray(queries)) return;
  for (const query of queries as Partial<ServerQuery>[]) {
    if (!Array.isArray(query?.queryKey) || query.data === undefined) continue;
    queryClient.setQueryData(query.queryKey, query.data, { updatedAt: query.updatedAt });
  }
};
