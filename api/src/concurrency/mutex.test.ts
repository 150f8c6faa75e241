import { Mutex } from './mutex';

describe('Mutex', () => {
  it('hands the lock over in arrival order, one holder at a time', async () => {
    const mutex = new Mutex();
    const order: string[] = [];
    let holders = 0;
    const task = async (name: string, ms: number) => {
      const unlock = await mutex.lock();
      holders += 1;
      expect(holders).toBe(1);
      order.push(`${name}:start`);
      await new Promise((resolve) => setTimeout(resolve, ms));
      order.push(`${name}:end`);
      holders -= 1;
      unlock();
    };
    const running = [task('a', 20), task('b', 1), task('c', 5)];
    await Promise.resolve();
    expect(mutex.waiting).toBe(2);
    await Promise.all(running);
    expect(order).toEqual(['a:start', 'a:end', 'b:start', 'b:end', 'c:start', 'c:end']);
  });

  it('ignores a second unlock from the same holder', async () => {
    const mutex = new Mutex();
    const first = await mutex.lock();
    const second = mutex.lock();
    first();
    const unlockSecond = await second;
    first(); // must not release the second holder's lock
    let thirdHasIt = false;
    const third = mutex.lock().then((unlock) => {
      thirdHasIt = true;
      unlock();
    });
    await new Promise((resolve) => setTimeout(resolve, 5));
    expect(thirdHasIt).toBe(false);
    unlockSecond();
    await third;
    expect(thirdHasIt).toBe(true);
  });
});
