import { type ScoreBand, type SummaryV2 } from 'shared-types/api';
import { type Analysis } from '../analyse';
import { priceStaleReason } from '../rating';
import { figure, reason } from './figure';

/** The head of the v2 payload (shared-types/src/api/v2/summary.ts): rating, score, band, coverage, kind, price, missing data. */

/** 75 and above strong, 60–74 good, 45–59 average, below 45 weak. */
export function scoreBand(score: number): ScoreBand {
  if (score >= 75) return 'strong';
  if (score >= 60) return 'good';
  if (score >= 45) return 'average';
  return 'weak';
}

export function buildSummaryV2(a: Analysis): SummaryV2 {
  const rated = a.rating.status === 'rated' && a.score.score !== null;
  const price = a.ctx.price;
  const stale = priceStaleReason(a.ctx);
  // Rated, yet no score came out: nothing could be scored.
  const notRated = rated ? undefined : (a.rating.notRated ?? reason('rating.nothing_scored'));
  return {
    rating: rated ? 'rated' : 'not_rated',
    ...(notRated === undefined ? {} : { not_rated: notRated }),
    score: rated ? a.score.score : null,
    ...(rated ? { band: scoreBand(a.score.score as number) } : {}),
    coverage: a.score.pillars.length === 0 ? null : Math.round((a.score.assessable / 100) * 1e4) / 1e4,
    kind: a.ctx.kind,
    ...(price === null ? {} : { price: figure(price.price, 'inr', price.date) }),
    ...(stale === null ? {} : { price_stale: stale }),
    // The data gaps, then what the clean-up ignored (context/buildContext.ts).
    missing: [...a.rating.missing, ...a.ctx.dropped],
  };
}
