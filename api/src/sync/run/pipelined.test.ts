import { pipelined } from './pipelined';

/** A promise with its resolve and reject, to drive the steps by hand. */
function deferred<T>() {
  let resolve!: (value: T) => void;
  let reject!: (error: Error) => void;
  const promise = new Promise<T>((ok, fail) => ((resolve = ok), (reject = fail)));
  return { promise, resolve, reject };
}

describe('pipelined', () => {
  it('consumes in order, with the next item obtained while one is consumed, never two ahead', async () => {
    const events: string[] = [];
    const consumed = new Map([1, 2, 3].map((n) => [n, deferred<void>()]));
    const run = pipelined(
      [1, 2, 3],
      async (n) => {
        events.push(`obtain ${n}`);
        return n * 10;
      },
      async (n, value) => {
        events.push(`consume ${n}=${value}`);
        await consumed.get(n)!.promise;
      },
    );
    await new Promise((resolve) => setImmediate(resolve));
    expect(events).toEqual(['obtain 1', 'obtain 2', 'consume 1=10']);
    consumed.get(1)!.resolve();
    await new Promise((resolve) => setImmediate(resolve));
    expect(events).toEqual(['obtain 1', 'obtain 2', 'consume 1=10', 'obtain 3', 'consume 2=20']);
    consumed.get(2)!.resolve();
    consumed.get(3)!.resolve();
    await run;
    expect(events.at(-1)).toBe('consume 3=30');
  });

  it("surfaces a prefetch's failure in its turn, after the item before it was consumed", async () => {
    const consumed: number[] = [];
    await expect(
      pipelined(
        [1, 2, 3],
        async (n) => {
          if (n === 2) throw new Error('refused');
          return n;
        },
        async (n) => void consumed.push(n),
      ),
    ).rejects.toThrow('refused');
    expect(consumed).toEqual([1]);
  });

  it('waits for the prefetch in flight when consuming fails, and starts no more', async () => {
    const obtained: number[] = [];
    const second = deferred<number>();
    const run = pipelined(
      [1, 2, 3],
      (n) => {
        obtained.push(n);
        return n === 2 ? second.promise : Promise.resolve(n);
      },
      async () => {
        throw new Error('import failed');
      },
    );
    let settled = false;
    void run.catch(() => (settled = true));
    await new Promise((resolve) => setImmediate(resolve));
    expect(settled).toBe(false);
    second.resolve(2);
    await expect(run).rejects.toThrow('import failed');
    expect(obtained).toEqual([1, 2]);
  });

  it('starts nothing more once aborted', async () => {
    const stop = new AbortController();
    const obtained: number[] = [];
    await pipelined(
      [1, 2, 3, 4],
      async (n) => {
        obtained.push(n);
        return n;
      },
      async (n) => {
        if (n === 2) stop.abort();
      },
      stop.signal,
    );
    expect(obtained).toEqual([1, 2, 3]);
  });
});
