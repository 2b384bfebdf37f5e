import type { AssetableType } from '@mobilise/contract';

/** The record a file is attached to, which the server checks access against. */
export interface AssetOwner {
  assetable_type?: AssetableType;
  assetable_id?: number;
}

/** How often the queue looks for waiting asset ids. */
export const assetQueuePollMs = 500;
/** How long the queue waits after the last id came in before it asks for the batch. */
export const assetFetchDebounceMs = 200;

/** Fetches the files of one owner (or none) in one call; files the caller may not see are left out. */
export type FetchAssetBatch<Asset> = (ids: readonly number[], owner: AssetOwner) => Promise<readonly Asset[]>;

interface Caller<Asset> {
  resolve: (asset: Asset) => void;
  reject: (error: unknown) => void;
}

interface Waiting<Asset> {
  owner: AssetOwner;
  /** id → the callers waiting for it. */
  ids: Map<number, Caller<Asset>[]>;
}

interface Timers {
  setTimeout: (run: () => void, ms: number) => unknown;
  clearTimeout: (handle: unknown) => void;
  setInterval: (run: () => void, ms: number) => unknown;
  clearInterval: (handle: unknown) => void;
}

const globalTimers: Timers = {
  setTimeout: (run, ms) => globalThis.setTimeout(run, ms),
  clearTimeout: (handle) => globalThis.clearTimeout(handle as ReturnType<typeof setTimeout>),
  setInterval: (run, ms) => globalThis.setInterval(run, ms),
  clearInterval: (handle) => globalThis.clearInterval(handle as ReturnType<typeof setInterval>),
};

/** A file the server did not answer: deleted, or outside what the caller may see. */
export class AssetNotFoundError extends Error {
  override name = 'AssetNotFoundError';
}

/**
 * Gathers the files a page asks for one by one (a list of attachments, avatars, a form's uploads) into
 * one `?id=a,b,c` call per owner. The queue is looked at every 500 ms; once it holds ids, the call waits
 * until no new id has come for 200 ms, so a page rendering many files asks once. The poll stops while
 * nothing waits.
 */
export function createAssetFetchQueue<Asset extends { id: number }>(
  fetchBatch: FetchAssetBatch<Asset>,
  timers: Timers = globalTimers,
) {
  const waiting = new Map<string, Waiting<Asset>>();
  let poll: unknown;
  let flushTimer: unknown;

  const stopPolling = () => {
    if (poll !== undefined) timers.clearInterval(poll);
    poll = undefined;
  };

  const send = ({ owner, ids }: Waiting<Asset>) => {
    const settle = (each: (caller: Caller<Asset>, id: number) => void) => {
      for (const [id, callers] of ids) for (const caller of callers) each(caller, id);
    };
    fetchBatch([...ids.keys()], owner).then(
      (assets) => {
        const byId = new Map(assets.map((asset) => [asset.id, asset]));
        settle((caller, id) => {
          const asset = byId.get(id);
          if (asset) caller.resolve(asset);
          else caller.reject(new AssetNotFoundError(`File ${id} was not found`));
        });
      },
      (error: unknown) => settle((caller) => caller.reject(error)),
    );
  };

  const flush = () => {
    flushTimer = undefined;
    const batches = [...waiting.values()];
    waiting.clear();
    stopPolling();
    for (const batch of batches) send(batch);
  };

  const armFlush = () => {
    if (flushTimer !== undefined) timers.clearTimeout(flushTimer);
    flushTimer = timers.setTimeout(flush, assetFetchDebounceMs);
  };

  const onPoll = () => {
    if (waiting.size > 0 && flushTimer === undefined) armFlush();
  };

  return {
    /** The file with this id, fetched with the others asked for about the same time. */
    request(id: number, owner: AssetOwner = {}): Promise<Asset> {
      const key = `${owner.assetable_type ?? ''}:${owner.assetable_id ?? ''}`;
      const batch = waiting.get(key) ?? { owner, ids: new Map() };
      waiting.set(key, batch);
      return new Promise<Asset>((resolve, reject) => {
        batch.ids.set(id, [...(batch.ids.get(id) ?? []), { resolve, reject }]);
        // An id coming in while the batch is about to go pushes it back: more are probably on their way.
        if (flushTimer !== undefined) armFlush();
        if (poll === undefined) poll = timers.setInterval(onPoll, assetQueuePollMs);
      });
    },
  };
}

export type AssetFetchQueue<Asset extends { id: number }> = ReturnType<typeof createAssetFetchQueue<Asset>>;
