import { IngestFormatError, type IsoDate } from '../../records';
import { parseIsoDate } from '../values';
import { readXbrlInstance, type XbrlInstance } from '../xbrl/xbrlInstance';
import { filedAtOf, nseDocumentName } from './filedAt';
import { filingIdentityOf } from './filingIdentity';
import { type ShareholdingFiling } from './filingRecords';
import { CATEGORY, DOMESTIC_INSTITUTION_PARTS, FOREIGN_INSTITUTION_PARTS, hasCategoryContexts, readCategory, type Category } from './shareholdingCategories';

/**
 * SEBI's quarterly shareholding pattern (taxonomy `in-bse-shp`), as NSE and
 * BSE publish it: each category's totals are facts in a context with that
 * category's member on the CategoryOfShareholdersAxis (docs: SHAREHOLDING.md).
 */

const PLEDGE_DECLARATIONS = [
  'WhetherAnySharesHeldByPromotersArePledgeOrOtherwiseEncumbered',
  'WhetherAnySharesHeldByPromotersArePledgeOrOtherwiseEncumberedForPromoterAndPromoterGroup',
];

type Categories = (members: readonly string[]) => Category | null;
type Percent = (raw: number | null | undefined) => number | null;

/** Whether a document is a shareholding pattern, from its content: its schema or its category contexts. */
export function isShareholdingPattern(instance: XbrlInstance): boolean {
  return /in-bse-shp/i.test(instance.schemaRef ?? '') || hasCategoryContexts(instance);
}

export function parseShareholdingPattern(bytes: Uint8Array, file: string): ShareholdingFiling {
  return readShareholdingPattern(readXbrlInstance(bytes, file));
}

export function readShareholdingPattern(instance: XbrlInstance): ShareholdingFiling {
  const { file } = instance;
  const category: Categories = (members) => readCategory(instance, members);
  const promoter = category(CATEGORY.promoterGroup);
  const publicHolding = category(CATEGORY.public);
  if (promoter === null && publicHolding === null) {
    const schema = instance.schemaRef ?? 'not named';
    throw new IngestFormatError({ file }, `not a shareholding pattern: it has neither a promoter-group nor a public-shareholding category (schema ${schema})`);
  }
  const scale = scaleOf(file, promoter?.percent ?? null, publicHolding?.percent ?? null, nonPromoterNonPublicPercent(category));
  const notes = scale === 'fraction' ? ['percentages were written as fractions (0.5754 for 57.54%); stored as percents'] : [];
  const percent: Percent = (raw) => (raw == null ? null : scale === 'fraction' ? tidy(raw * 100) : raw);
  const percentOf = (members: readonly string[]): number | null => percent(category(members)?.percent);

  /** A subtotal as the document states it, else the sum of the parts it states: never both, so nothing counts twice. */
  const subtotalPercent = (subtotal: readonly string[], parts: readonly (readonly string[])[], label: string): number | null => {
    const stated = percentOf(subtotal);
    if (stated !== null) return stated;
    const partPercents = parts.map(percentOf).filter((value) => value !== null);
    if (partPercents.length === 0) return null;
    notes.push(`${label} % is the sum of the ${partPercents.length} categories it is made of: the document gives no subtotal`);
    return tidy(partPercents.reduce((sum, value) => sum + value, 0));
  };

  const promoterPct = percent(promoter?.percent);
  const totalShares = category(CATEGORY.grandTotal)?.shares ?? null;
  const filing: ShareholdingFiling = {
    kind: 'shareholding',
    document: nseDocumentName(file),
    identity: filingIdentityOf(instance),
    // A shareholding pattern has no board meeting: only the file's name can date it.
    filedAt: filedAtOf(file, null),
    asOf: asOfDate(instance, promoter ?? publicHolding, notes),
    totalShares,
    promoterPct,
    promoterShares: promoter?.shares ?? null,
    ...promoterPledge(instance, promoter, promoterPct, percent, notes),
    publicPct: percent(publicHolding?.percent),
    fiiPct: subtotalPercent(CATEGORY.foreignInstitutions, FOREIGN_INSTITUTION_PARTS, 'foreign institutions'),
    diiPct: subtotalPercent(CATEGORY.domesticInstitutions, DOMESTIC_INSTITUTION_PARTS, 'domestic institutions'),
    mutualFundsPct: percentOf(CATEGORY.mutualFunds),
    insuranceCompaniesPct: percentOf(CATEGORY.insuranceCompanies),
    scale,
    notes,
  };
  notes.push(...holdingNotes(category, percentOf, totalShares));
  const unknown = UNKNOWN_LABELS.filter(([key]) => filing[key] === null).map(([, label]) => label);
  if (unknown.length > 0) notes.push(`not stated in this document: ${unknown.join(', ')}`);
  return filing;
}

const UNKNOWN_LABELS = [
  ['promoterPct', 'promoter %'],
  ['publicPct', 'public %'],
  ['fiiPct', 'foreign institutions %'],
  ['diiPct', 'domestic institutions %'],
  ['mutualFundsPct', 'mutual funds %'],
  ['insuranceCompaniesPct', 'insurance companies %'],
  ['totalShares', 'total shares'],
] as const;

/**
 * C's percentage: its total when stated, else its parts'. Shares underlying
 * depository receipts carry no percentage, so in the real documents C has
 * none and only the employee trusts (C2) have one.
 */
function nonPromoterNonPublicPercent(category: Categories): number | null {
  const total = category(CATEGORY.nonPromoterNonPublic)?.percent ?? null;
  if (total !== null) return total;
  const parts = [category(CATEGORY.depositoryReceipts)?.percent, category(CATEGORY.employeeTrusts)?.percent].filter((value) => value != null);
  return parts.length === 0 ? null : parts.reduce((sum, value) => sum + value, 0);
}

/**
 * Percents or fractions, from the data: A + B + C cover every share, so they
 * add up to about 100 or about 1 (each is rounded, hence the tolerance).
 */
function scaleOf(file: string, promoter: number | null, publicHolding: number | null, other: number | null): ShareholdingFiling['scale'] {
  const sum = (promoter ?? 0) + (publicHolding ?? 0) + (other ?? 0);
  if (Math.abs(sum - 100) <= 1) return 'percent';
  if (Math.abs(sum - 1) <= 0.01) return 'fraction';
  const shown = (value: number | null): string => (value === null ? 'not stated' : String(value));
  throw new IngestFormatError(
    { file },
    `the categories' percentages add up to ${tidy(sum)} (promoter group ${shown(promoter)} + public ${shown(publicHolding)} + non-promoter non-public ${shown(other)}): ` +
      'neither about 100 (percents) nor about 1 (fractions)',
  );
}

/**
 * Pledged or otherwise encumbered promoter shares. The count and the % of the
 * promoter group's own shares are read from the promoter row; that % is
 * computed from the counts when the row does not state it. The % of all
 * shares is always computed (pledged ÷ promoter shares × promoterPct), so it
 * is on the same base as promoterPct: the grand-total row's own pledged % is
 * of every share, depository-receipt shares included, which promoterPct is not.
 */
function promoterPledge(
  instance: XbrlInstance,
  promoter: Category | null,
  promoterPct: number | null,
  percent: Percent,
  notes: string[],
): Pick<ShareholdingFiling, 'promoterPledgedShares' | 'promoterPledgedPct' | 'promoterPledgedOfTotalPct'> {
  let shares = promoter?.pledgedShares ?? null;
  if (shares === null && promoter?.pledgedPercent == null) {
    const declared = instance.facts.find((fact) => PLEDGE_DECLARATIONS.includes(fact.name))?.value.toLowerCase();
    if (declared !== 'false') {
      const said = declared === 'true' ? 'the document says promoter shares are pledged or encumbered but gives no figures' : 'no pledge data in this document';
      notes.push(`${said}: pledged promoter shares are unknown`);
      return { promoterPledgedShares: null, promoterPledgedPct: null, promoterPledgedOfTotalPct: null };
    }
    // A filed 'no' is a real zero.
    notes.push('no pledge figures; the document declares that no promoter shares are pledged or otherwise encumbered');
    shares = 0;
  }
  const stated = percent(promoter?.pledgedPercent);
  const promoterShares = promoter?.shares ?? null;
  const ofOwn = shares === 0 ? 0 : shares !== null && promoterShares ? shares / promoterShares : stated === null ? null : stated / 100;
  if (stated === null && ofOwn !== null && shares !== 0) notes.push("pledged % of the promoter group's shares computed from the share counts");
  return {
    promoterPledgedShares: shares,
    promoterPledgedPct: stated ?? (ofOwn === null ? null : round2(ofOwn * 100)),
    promoterPledgedOfTotalPct: ofOwn === null || promoterPct === null ? null : round2(ofOwn * promoterPct),
  };
}

/** What the percentages alone would hide: shares outside them, and governments as promoter or as public shareholder. */
function holdingNotes(category: Categories, percentOf: (members: readonly string[]) => number | null, totalShares: number | null): string[] {
  const notes: string[] = [];
  const depositoryShares = category(CATEGORY.depositoryReceipts)?.shares ?? 0;
  if (depositoryShares > 0) {
    const base = totalShares === null ? '' : ` of the other ${count(totalShares - depositoryShares)}`;
    notes.push(
      `${count(depositoryShares)} shares underlie depository receipts (ADRs/GDRs): they are in totalShares but carry no percentage, so the percentages are${base} shares`,
    );
  }
  const promoterGovernment = percentOf(CATEGORY.promoterGovernment) ?? 0;
  if (promoterGovernment > 0) notes.push(`the Central or State Government is a promoter: ${promoterGovernment}% of all shares, in promoterPct`);
  const publicGovernment = percentOf(CATEGORY.publicGovernment) ?? 0;
  if (publicGovernment > 0) {
    notes.push(`governments and the companies they promote hold ${publicGovernment}% as public shareholders (SEBI's B3): in publicPct, not in diiPct`);
  }
  return notes;
}

/** DateOfReport, else the instant of the category contexts; a disagreement between them is noted. */
function asOfDate(instance: XbrlInstance, category: Category | null, notes: string[]): IsoDate {
  const reported = instance.facts.find((fact) => fact.name === 'DateOfReport')?.value;
  const instant = category?.context.instant ?? null;
  if (reported === undefined || reported === '') {
    if (instant === null) throw new IngestFormatError({ file: instance.file }, 'the document gives no DateOfReport and its categories no date');
    return instant;
  }
  const date = parseIsoDate(reported.slice(0, 10));
  if (date === null) throw new IngestFormatError({ file: instance.file }, `DateOfReport is '${reported}', not a date`);
  if (instant !== null && instant !== date) notes.push(`DateOfReport is ${date} but the categories are dated ${instant}; the pattern is taken as of ${date}`);
  return date;
}

/** Rounds away the binary noise of scaling and adding two-decimal figures (0.5754 × 100 = 57.540000000000006). */
const tidy = (value: number): number => Math.round(value * 1e6) / 1e6;
/** Computed percentages keep the two decimals the exchange's own have. */
const round2 = (value: number): number => Math.round(value * 100) / 100;
const count = (value: number): string => value.toLocaleString('en-IN');
