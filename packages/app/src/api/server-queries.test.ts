import { QueryClient } from '@tanstack/react-query';
import { describe, expect, it } from 'vitest';
import { serverQueriesElement, serverQueriesElementId, takeServerQueries } from './server-queries.ts';

const hostile = '</script><script>alert(1)</script><!--';

/** The text of the element as a browser's HTML parser reads it: up to the first `</script`. */
const elementText = (element: string) => {
  const start = element.indexOf('>') + 1;
  return element.slice(start, element.indexOf('</script', start));
};

describe("the answers of the server's render, handed to the app", () => {
  it('come back into a new cache as they were read, with when they were read', async () => {
    const server = new QueryClient();
    server.setQueryData(['currentUser'], { id: 7, first_name: 'Ana' }, { updatedAt: 1_000 });
    server.setQueryData(
      ['personProfiles', null, 'detail', 7],
      { id: 7, addresses: [] },
      { updatedAt: 2_000 },
    );
    const element = serverQueriesElement(server);
    expect(element.startsWith(`<script type="application/json" id="${serverQueriesElementId}">`)).toBe(true);

    const app = new QueryClient();
    takeServerQueries(app, elementText(element));
    expect(app.getQueryData(['currentUser'])).toEqual({ id: 7, first_name: 'Ana' });
    expect(app.getQueryState(['currentUser'])?.dataUpdatedAt).toBe(1_000);
    expect(app.getQueryData(['personProfiles', null, 'detail', 7])).toEqual({ id: 7, addresses: [] });
  });

  it('never carry an answer that is not there: a failed or unfinished load is asked for again', async () => {
    const server = new QueryClient({ defaultOptions: { queries: { retry: false } } });
    await server.prefetchQuery({ queryKey: ['failed'], queryFn: () => Promise.reject(new Error('down')) });
    void server.prefetchQuery({ queryKey: ['pending'], queryFn: () => new Promise(() => {}) });
    const app = new QueryClient();
    takeServerQueries(app, elementText(serverQueriesElement(server)));
    expect(app.getQueryCache().getAll()).toEqual([]);
  });

  it('cannot be ended early by what a member typed: the whole answer comes back', () => {
    const server = new QueryClient();
    server.setQueryData(['currentUser'], { first_name: hostile });
    const element = serverQueriesElement(server);
    expect(element.match(/<\/script/gi)).toHaveLength(1);
    expect(element).not.toContain('<!--');

    const app = new QueryClient();
    takeServerQueries(app, elementText(element));
    expect(app.getQueryData(['currentUser'])).toEqual({ first_name: hostile });
  });

  it.each([['not JSON'], ['{"queryKey":["x"]}'], ['[{"data":1}]'], ['[null]']])(
    'put nothing in the cache from text that is not a list of answers: %s',
    (text) => {
      const app = new QueryClient();
      takeServerQueries(app, text);
      expect(app.getQueryCache().getAll()).toEqual([]);
    },
  );
});
