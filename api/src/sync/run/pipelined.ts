/**
 * Works through items in order with the next one's `obtain` (its download)
 * running while the current one is consumed (its import): the exchange's pace
 * and the database's work overlap, and there is still one request at a time.
 * A failure of a prefetch surfaces when its turn comes; on a failure or an
 * abort the one prefetch in flight is awaited before returning, so nothing
 * runs on after the caller has moved on.
 */
export async function pipelined<Item, Obtained>(
  items: readonly Item[],
  obtain: (item: Item) => Promise<Obtained>,
  consume: (item: Item, obtained: Obtained) => Promise<void>,
  signal?: AbortSignal,
): Promise<void> {
  const start = (index: number): Promise<Obtained> | undefined => {
    if (index >= items.length || signal?.aborted) return undefined;
    const promise = obtain(items[index]!);
    promise.catch(() => undefined); // seen when awaited in turn
    return promise;
  };
  let ahead = start(0);
  for (let index = 0; ahead !== undefined; index += 1) {
    const obtained = await ahead;
    ahead = start(index + 1);
    try {
      await consume(items[index]!, obtained);
    } catch (error) {
      await ahead?.catch(() => undefined);
      throw error;
    }
  }
}
