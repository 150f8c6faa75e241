/**
 * A seeded random source for the demo universe: same seed, same companies, on
 * every machine. Math.random is never used, so data (and analyses computed
 * from it) are reproducible.
 */

/** mulberry32: a tiny 32-bit generator, plenty for fictional data (not for secrets). */
export function mulberry32(seed: number): () => number {
  let state = seed >>> 0;
  return () => {
    state = (state + 0x6d2b79f5) >>> 0;
    let t = state;
    t = Math.imul(t ^ (t >>> 15), t | 1);
    t ^= t + Math.imul(t ^ (t >>> 7), t | 61);
    return ((t ^ (t >>> 14)) >>> 0) / 4294967296;
  };
}

/** FNV-1a: turns labels into seeds, so each company gets its own stream. */
export function hashString(text: string): number {
  let hash = 0x811c9dc5;
  for (let index = 0; index < text.length; index++) {
    hash ^= text.charCodeAt(index);
    hash = Math.imul(hash, 0x01000193);
  }
  return hash >>> 0;
}

export class Random {
  readonly seed: number;
  readonly #next: () => number;

  constructor(seed: number) {
    this.seed = seed >>> 0;
    this.#next = mulberry32(this.seed);
  }

  /** [0, 1) */
  next(): number {
    return this.#next();
  }

  /** Uniform in [min, max). */
  between(min: number, max: number): number {
    return min + (max - min) * this.#next();
  }

  /** Whole number in [min, max], both included. */
  int(min: number, max: number): number {
    return min + Math.floor(this.#next() * (max - min + 1));
  }

  chance(probability: number): boolean {
    return this.#next() < probability;
  }

  pick<T>(items: readonly T[]): T {
    if (items.length === 0) throw new Error('pick from an empty list');
    return items[Math.floor(this.#next() * items.length)] as T;
  }

  /** Normal distribution (Box–Muller). */
  normal(mean = 0, sd = 1): number {
    const u = 1 - this.#next(); // (0, 1]: log(0) would be -Infinity
    const v = this.#next();
    return mean + sd * Math.sqrt(-2 * Math.log(u)) * Math.cos(2 * Math.PI * v);
  }

  /** A shuffled copy (Fisher–Yates). */
  shuffle<T>(items: readonly T[]): T[] {
    const copy = [...items];
    for (let index = copy.length - 1; index > 0; index--) {
      const other = Math.floor(this.#next() * (index + 1));
      [copy[index], copy[other]] = [copy[other] as T, copy[index] as T];
    }
    return copy;
  }

  /** An independent stream named by `label`: adding draws here never shifts another stream. */
  fork(label: string): Random {
    return new Random(hashString(`${this.seed}/${label}`));
  }
}
