import { DATA_SOURCE_KINDS, type DataSourceKind, type MetaPrice, type MetaSource, type MetaTtm, type MetaV2 } from 'shared-types/api';
import { type Analysis } from '../analyse';
import { priceAgeOf } from '../context/freshness';
import { type DataSourceNote } from '../types';
import { sourceDescriptionV1 } from '../v1/meta';
import { classificationReasonOf } from './classificationReason';
import { reason } from './figure';

/**
 * About the analysis as v2 data (shared-types `MetaV2`): the sources, the trailing twelve
 * months, the price's source and the classification. v1's analysis_meta lines are rendered
 * from this (../v1/meta.ts); docs/decisions/0005-payload-v2-and-message-catalogue.md.
 */

const isKind = (value: string): value is DataSourceKind => (DATA_SOURCE_KINDS as readonly string[]).includes(value);

function sourceV2(s: DataSourceNote): MetaSource {
  // A description v1 would not write from the kind and basis is the source's own name (a test
  // fixture's, a hand-made facts file's): kept as data, so v1 can still give it back.
  const own = s.description === sourceDescriptionV1(s.kind, s.basis ?? null) ? undefined : s.description;
  // Facts from before codes (an older dump, a fixture) carry their notes only as words.
  const structured = s.reasons !== undefined || s.exports !== undefined;
  const notes = structured ? (s.reasons ?? []) : (s.notes ?? []).map((text) => reason('source.note', { text }));
  return {
    kind: s.kind,
    ...(s.asOf === null ? {} : { as_of: s.asOf }),
    ...(s.basis ? { basis: s.basis } : {}),
    ...(own === undefined ? {} : { name: own }),
    ...(structured && s.exports !== undefined && s.exports.length > 0 ? { exports: s.exports } : {}),
    ...(notes.length > 0 ? { notes } : {}),
  };
}

function ttmV2(a: Analysis): MetaTtm | undefined {
  const { ttm, latest } = a.ctx;
  if (ttm === null || latest === null) return undefined;
  return {
    period_end: ttm.periodEnd,
    quarter_ends: ttm.quarterEnds,
    figures: [...(ttm.sales === null ? [] : ['sales' as const]), 'net_profit', ...(ttm.eps === null ? [] : ['eps' as const])],
    ...(ttm.exceptionalItems === null ? {} : { exceptional_left_out: true as const }),
    ...(ttm.eps === null ? {} : { eps_share_basis_fy: latest.label }),
    ...(ttm.notes.length > 0 ? { notes: ttm.notes } : {}),
  };
}

function priceV2(a: Analysis): MetaPrice | undefined {
  const { price, latest, today } = a.ctx;
  if (price === null) return undefined;
  const age = priceAgeOf(price, latest, today);
  return {
    ...(isKind(price.source) ? { kind: price.source } : { name: price.source }),
    as_of: price.date,
    approximate: price.approximate === true,
    stale: age.stale,
    ...(age.staleReasons.length === 0 ? {} : { stale_reasons: age.staleReasons }),
    ...(age.daysOld === null ? {} : { days_old: age.daysOld }),
    ...(price.after === true ? { after: true as const } : {}),
  };
}

export function buildMetaV2(a: Analysis, sources: readonly DataSourceNote[]): MetaV2 {
  const profile = a.ctx.profile;
  const ttm = ttmV2(a);
  const price = priceV2(a);
  return {
    sources: sources.map(sourceV2),
    ...(ttm === undefined ? {} : { ttm }),
    ...(price === undefined ? {} : { price }),
    classification: {
      kind: a.ctx.kind,
      source: profile?.kindSource ?? 'default',
      ...(profile?.kindReason == null ? {} : { reason: classificationReasonOf(profile.kindReason) }),
      ...(profile?.sector == null ? {} : { sector: profile.sector }),
      ...(profile?.industry == null ? {} : { industry: profile.industry }),
    },
  };
}
