import {
  type Classification,
  type DataSource,
  type DataSourceKind,
  type MetaClassification,
  type MetaPrice,
  type MetaSource,
  type MetaTtm,
  type PriceSource,
  type StatementBasis,
  type TrailingTwelveMonthsMeta,
} from 'shared-types/api';
import { monthYear } from '../context/trailingTwelveMonths';
import { classificationReasonV1, exportsNoteV1, sourceNoteV1, ttmNoteV1 } from './metaNotes';

/**
 * analysis_meta's sources, trailing twelve months, price source, classification and units as v1
 * clients receive them, rendered from the v2 meta alone (a stored v2 answer is enough): byte for
 * byte what the DB layer and the engine wrote before v2 (docs/decisions/0005-payload-v2-and-message-catalogue.md).
 */

export const UNITS_V1 = '₹ crore unless stated; EPS and prices in ₹; ratios plain; growth in %';

const SOURCE_DESCRIPTIONS: Readonly<Record<DataSourceKind, string>> = {
  demo: 'Fictional demo company: statements, prices and guidance are generated, not real data.',
  nse_list: 'Company list: NSE equity list.',
  bse_list: 'Company list: BSE list of scrips.',
  screener: 'Annual statements from a Screener.in export, in ₹ crore, with its year-end and current share prices.',
  exchange_filing:
    "Statements from the exchange's own filings (results XBRL), in ₹ crore: they win over a Screener export's figures for the periods they cover.",
  bhavcopy: 'Closing prices from the exchange bhavcopy.',
  guidance_ledger: 'Management guidance recorded from earnings calls and annual reports.',
  live_price: 'Latest price from a market-data provider.',
};

/** A source's description as the data sources list words it; a Screener export's names its basis, or says it is not recorded. */
export function sourceDescriptionV1(kind: DataSourceKind, basis: StatementBasis | null): string {
  if (kind !== 'screener') return SOURCE_DESCRIPTIONS[kind] ?? '';
  // Never silent on the basis (issue 29, finding 14).
  return basis === null
    ? `${SOURCE_DESCRIPTIONS.screener} Whether they are consolidated or standalone is not recorded: the export does not say, and the import was not given --basis.`
    : SOURCE_DESCRIPTIONS.screener.replace('Annual statements', `Annual ${basis} statements`);
}

function dataSourceV1(s: MetaSource): DataSource {
  const notes = [...(s.exports === undefined ? [] : [exportsNoteV1(s.exports)]), ...(s.notes ?? []).map(sourceNoteV1)];
  return {
    kind: s.kind,
    description: s.name ?? sourceDescriptionV1(s.kind as DataSourceKind, (s.basis ?? null) as StatementBasis | null),
    as_of: s.as_of ?? null,
    ...(s.basis ? { basis: s.basis } : {}),
    ...(notes.length > 0 ? { notes } : {}),
  };
}

export const dataSourcesV1 = (sources: readonly MetaSource[]): DataSource[] => sources.map(dataSourceV1);

/** Which figures are trailing twelve months, in words, with the notes. */
export function ttmV1(ttm: MetaTtm | undefined): TrailingTwelveMonthsMeta | null {
  if (ttm === undefined) return null;
  const profit = ttm.exceptional_left_out === true ? 'net profit (exceptional items left out)' : 'net profit';
  const figures = ttm.figures.map((id) => (id === 'sales' ? 'sales' : id === 'eps' ? `EPS (${profit} / ${ttm.eps_share_basis_fy ?? ''} shares)` : profit));
  return {
    label: `TTM to ${monthYear(ttm.period_end)}`,
    period_end: ttm.period_end,
    quarter_ends: ttm.quarter_ends,
    figures,
    notes: (ttm.notes ?? []).map(ttmNoteV1),
  };
}

/** How the result view names where the current price came from. */
const PRICE_LABELS: Readonly<Record<DataSourceKind, string>> = {
  demo: 'Demo data',
  nse_list: 'NSE list',
  bse_list: 'BSE list',
  screener: 'Screener export',
  exchange_filing: 'Exchange filing',
  bhavcopy: 'Exchange close (bhavcopy)',
  guidance_ledger: 'Guidance ledger',
  live_price: 'Market-data provider (delayed)',
};

export function priceSourceV1(price: MetaPrice | undefined): PriceSource | null {
  if (price === undefined) return null;
  const kind = price.kind === undefined ? null : (price.kind as DataSourceKind);
  return {
    kind,
    label: kind === null ? (price.name ?? '') : (PRICE_LABELS[kind] ?? kind),
    as_of: price.as_of,
    approximate: price.approximate,
    stale: price.stale,
    days_old: price.days_old ?? null,
    ...(price.after === true ? { after: true } : {}),
  };
}

export function classificationV1(c: MetaClassification): Classification {
  return {
    kind: c.kind,
    kind_source: c.source,
    kind_reason: c.reason === undefined ? null : classificationReasonV1(c.reason),
    sector: c.sector ?? null,
    industry: c.industry ?? null,
  };
}
