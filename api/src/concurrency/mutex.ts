/**
 * A first-come, first-served lock. PGlite is a single connection: whoever holds
 * it (a query, or a whole transaction) must finish before the next caller runs,
 * or statements from two transactions would interleave on one session. Imports
 * and the price provider queue on one the same way.
 */
export class Mutex {
  #locked = false;
  readonly #waiters: Array<() => void> = [];

  /** Resolves with an unlock function once the caller owns the lock. Unlocking twice is harmless. */
  async lock(): Promise<() => void> {
    if (this.#locked) {
      // The releaser hands the lock straight to us, so #locked stays true.
      await new Promise<void>((resolve) => this.#waiters.push(resolve));
    } else {
      this.#locked = true;
    }
    let released = false;
    return () => {
      if (released) return;
      released = true;
      const next = this.#waiters.shift();
      if (next) next();
      else this.#locked = false;
    };
  }

  get waiting(): number {
    return this.#waiters.length;
  }
}
