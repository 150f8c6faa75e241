import { type Context } from '../context/buildContext';
import { safeDivide } from '../math/growth';

/** Change in shares outstanding over up to three years: the dilution check a minority holder cares about. */
export interface ShareChange {
  fromFy: number;
  toFy: number;
  from: number;
  to: number;
  change: number;
}

export function computeShareChange(ctx: Context, lookback = 3): ShareChange | null {
  const latest = ctx.latest;
  if (latest === null || latest.y.shares === null || latest.y.shares <= 0) return null;
  for (let fy = latest.fy - lookback; fy < latest.fy; fy += 1) {
    const from = ctx.byFy.get(fy)?.y.shares ?? null;
    if (from === null || from <= 0) continue;
    const ratio = safeDivide(latest.y.shares, from);
    if (ratio === null) return null;
    return { fromFy: fy, toFy: latest.fy, from, to: latest.y.shares, change: ratio - 1 };
  }
  return null;
}
