import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { AssetNotFoundError, createAssetFetchQueue } from './asset-fetch-queue.ts';

interface File {
  id: number;
  title: string;
}

const fileOf = (id: number): File => ({ id, title: `File ${id}` });

describe('the asset fetch queue', () => {
  beforeEach(() => {
    vi.useFakeTimers();
  });
  afterEach(() => {
    vi.useRealTimers();
  });

  const queueAnsweringEveryId = () => {
    const fetchBatch = vi.fn(async (ids: readonly number[]) => ids.map(fileOf));
    return { fetchBatch, queue: createAssetFetchQueue(fetchBatch) };
  };

  it('R-FILE-028 R-FILE-029 asks for the files requested together in one call, 500 ms poll then 200 ms debounce', async () => {
    const { fetchBatch, queue } = queueAnsweringEveryId();
    const files = Promise.all([queue.request(4), queue.request(7), queue.request(9)]);

    // The poll first looks at the queue 500 ms on, then the call waits 200 ms for more ids.
    await vi.advanceTimersByTimeAsync(699);
    expect(fetchBatch).not.toHaveBeenCalled();
    await vi.advanceTimersByTimeAsync(1);
    expect(fetchBatch).toHaveBeenCalledTimes(1);
    expect(fetchBatch).toHaveBeenCalledWith([4, 7, 9], {});
    await expect(files).resolves.toEqual([fileOf(4), fileOf(7), fileOf(9)]);
  });

  it('R-FILE-028 nothing is asked for before the poll has found the queue, even long after 200 ms', async () => {
    const { fetchBatch, queue } = queueAnsweringEveryId();
    void queue.request(1);
    await vi.advanceTimersByTimeAsync(499);
    expect(fetchBatch).not.toHaveBeenCalled();
    await vi.advanceTimersByTimeAsync(200);
    expect(fetchBatch).not.toHaveBeenCalled();
    await vi.advanceTimersByTimeAsync(1);
    expect(fetchBatch).toHaveBeenCalledTimes(1);
  });

  it('R-FILE-029 an id arriving while the call waits pushes it back 200 ms and joins it', async () => {
    const { fetchBatch, queue } = queueAnsweringEveryId();
    void queue.request(1);
    await vi.advanceTimersByTimeAsync(650);
    void queue.request(2);
    // Without the late id the call would have gone at 700 ms; it goes 200 ms after the late id instead.
    await vi.advanceTimersByTimeAsync(199);
    expect(fetchBatch).not.toHaveBeenCalled();
    await vi.advanceTimersByTimeAsync(1);
    expect(fetchBatch).toHaveBeenCalledTimes(1);
    expect(fetchBatch).toHaveBeenCalledWith([1, 2], {});
  });

  it('R-FILE-028 ids requested after a call go in the next one, found by the next poll', async () => {
    const { fetchBatch, queue } = queueAnsweringEveryId();
    void queue.request(1);
    await vi.advanceTimersByTimeAsync(700);
    void queue.request(2);
    await vi.advanceTimersByTimeAsync(699);
    expect(fetchBatch).toHaveBeenCalledTimes(1);
    await vi.advanceTimersByTimeAsync(1);
    expect(fetchBatch).toHaveBeenCalledTimes(2);
    expect(fetchBatch).toHaveBeenLastCalledWith([2], {});
  });

  it('asks once for an id requested twice, and answers both callers', async () => {
    const { fetchBatch, queue } = queueAnsweringEveryId();
    const both = Promise.all([queue.request(5), queue.request(5)]);
    await vi.advanceTimersByTimeAsync(700);
    expect(fetchBatch).toHaveBeenCalledWith([5], {});
    await expect(both).resolves.toEqual([fileOf(5), fileOf(5)]);
  });

  it('makes one call per record the files belong to, each naming its record', async () => {
    const { fetchBatch, queue } = queueAnsweringEveryId();
    const owner = { assetable_type: 'person_profile', assetable_id: 12 } as const;
    void queue.request(1, owner);
    void queue.request(2, owner);
    void queue.request(3);
    await vi.advanceTimersByTimeAsync(700);
    expect(fetchBatch).toHaveBeenCalledTimes(2);
    expect(fetchBatch).toHaveBeenCalledWith([1, 2], owner);
    expect(fetchBatch).toHaveBeenCalledWith([3], {});
  });

  it('refuses a file the answer leaves out, and every file of a failed call', async () => {
    const failure = new Error('offline');
    const fetchBatch = vi
      .fn<(ids: readonly number[]) => Promise<File[]>>()
      .mockResolvedValueOnce([fileOf(1)])
      .mockRejectedValueOnce(failure);
    const queue = createAssetFetchQueue(fetchBatch);
    const found = queue.request(1);
    const missing = queue.request(2);
    const refused = missing.catch((error: unknown) => error);
    await vi.advanceTimersByTimeAsync(700);
    await expect(found).resolves.toEqual(fileOf(1));
    expect(await refused).toBeInstanceOf(AssetNotFoundError);

    const failed = queue.request(3).catch((error: unknown) => error);
    await vi.advanceTimersByTimeAsync(700);
    expect(await failed).toBe(failure);
  });

  it('stops polling while nothing waits', async () => {
    const { queue } = queueAnsweringEveryId();
    void queue.request(1);
    await vi.advanceTimersByTimeAsync(700);
    expect(vi.getTimerCount()).toBe(0);
  });
});
