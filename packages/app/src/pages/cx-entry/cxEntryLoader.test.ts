import { QueryClient } from '@tanstack/react-query';
import type { LoaderFunctionArgs } from 'react-router-dom';
import { describe, expect, it } from 'vitest';
import { currentBrand } from '../../brand/brand-store.ts';
import { storyMember } from '../../features/my-aim/stories/index.ts';
import { currentUserQueryOptions } from '../../features/session/index.ts';
import type { RouteLoaderContext } from '../../routes/loader-context.ts';
import { cxEntryLoader } from './cxEntryLoader.ts';

/** Where the loader sends the visitor, with users/me's answer already in the cache as start-up leaves it. */
const redirectOf = async (user: typeof storyMember | null): Promise<string | null> => {
  const queryClient = new QueryClient();
  queryClient.setQueryData(currentUserQueryOptions.queryKey, user);
  const args = {
    request: new Request('http://localhost/cx-entry'),
    params: {},
    context: { queryClient },
  } as LoaderFunctionArgs<RouteLoaderContext>;
  try {
    await cxEntryLoader(args);
  } catch (thrown) {
    if (thrown instanceof Response) return thrown.headers.get('location');
    throw thrown;
  }
  return null;
};

describe('/cx-entry', () => {
  it('R-ROUTE-011 turns CX mode on and sends a visitor without a session to sign in', async () => {
    expect(await redirectOf(null)).toBe('/login');
    expect(currentBrand().id).toBe('cx');
  });

  it('keeps a signed-in user signed in: CX mode on, then Home', async () => {
    expect(await redirectOf(storyMember)).toBe('/');
    expect(currentBrand().id).toBe('cx');
  });
});
