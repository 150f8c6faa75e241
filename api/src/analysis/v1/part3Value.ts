import { type CompanyKind, type FatPitchV2, type OwnerEarningsV2, type Reason, type ValueV2 } from 'shared-types/api';
import { unmodelledKindName } from './unmodelledKinds';
import { formatCrore, formatPct, formatRatio, formatRupees, joinList, medianOver, plural } from '../format';
import { safeDivide } from '../math/growth';
import { type OwnerEarningsFailure } from '../metrics/ownerEarnings';
import { OWNER_EARNINGS_FAILURE_V1 } from './ownerEarningsWords';
import { candidatesV1 } from './part3ValueModels';
import { codeAfter, countParam, flagParam, numberParam, stringParam, valueOf } from './reasonParams';

/**
 * v1's Part 3 section 4 texts ("Owner's Earnings and Margin of Safety Analysis" and "Fat Pitch
 * Analysis"), rendered from the v2 value part alone with the frozen v1 wording and formatting
 * (docs/decisions/0005-payload-v2-and-message-catalogue.md): v1 is served from stored v2.
 */

type Inputs = NonNullable<OwnerEarningsV2['inputs']>;

/** The frozen v1 wording of each working-capital basis. */
const WC_BASIS_V1: Readonly<Record<string, string>> = {
  non_cash: 'change in non-cash working capital (current assets − cash − current liabilities)',
  current: 'change in working capital (current assets − current liabilities)',
  trade_payables: 'change in receivables plus inventory less trade payables (from the filed balance sheet)',
  receivables_inventory:
    'change in receivables plus inventory (trade payables are not in the imported data, and Other Liabilities hold far more than payables, so this overstates the need)',
};

function maintenanceText(method: Reason | undefined, inputs: Inputs): string {
  const how = codeAfter(method, 'value.maintenance');
  const depreciation = formatCrore(inputs.depreciation.value);
  if (how !== 'greenwald') {
    const why =
      how === 'depreciation_reclassified'
        ? `capex was estimated from the change in net block, and ${stringParam(method, 'fiscal_year')}'s balance sheet is defined differently in two exports, so that change is not a real outlay`
        : how === 'depreciation_capex_unknown'
          ? 'capex is unknown'
          : "the net block and sales history that Greenwald's method needs is missing";
    return `Maintenance capex is taken as depreciation (${depreciation}), the simple proxy, because ${why}; this is conservative for a growing company.`;
  }
  const estimated = flagParam(method, 'capex_estimated');
  const est = estimated ? ' (estimated from ΔNet Block + ΔCWIP + Depreciation)' : '';
  // With estimated capex, ΔNet Block is most of both total and growth capex, so what is left is about depreciation.
  const plainly = estimated
    ? ` Because that capex is itself estimated from the net block, the result comes down to about depreciation (${depreciation}): read it as depreciation-based, not as a measured split.`
    : '';
  const bound = stringParam(method, 'bound');
  const boundText =
    bound === 'floored'
      ? ', floored at zero because growth capex exceeded total capex'
      : bound === 'capped'
        ? ', capped at total capex because sales fell and growth capex is negative'
        : ' (no floor or cap needed)';
  const crore = (key: string): string => formatCrore(numberParam(method, key));
  return `Maintenance capex by Greenwald's method: average net block / sales of ${formatRatio(numberParam(method, 'net_block_to_sales'), 2)} × the ${crore('sales_change')} change in sales = growth capex of ${crore('growth_capex')}; total capex of ${crore('capex')}${est} less growth capex gives ${formatCrore(inputs.maintenance_capex.value)}${boundText}.${plainly}`;
}

function workingCapitalText(oe: OwnerEarningsV2): string {
  const wc = oe.working_capital;
  const basis = codeAfter(wc, 'value.working_capital');
  const known = WC_BASIS_V1[basis];
  if (known !== undefined) return `Working capital: ${known}.`;
  if (basis === 'no_comparable_figures') {
    return `Working capital: no comparable figures for ${stringParam(wc, 'previous_year')} and ${stringParam(wc, 'period')}, so its change is taken as zero.`;
  }
  const lines = oe.reclassified_lines ?? [];
  const detail =
    lines.length === 0
      ? ''
      : ` (${lines.map((l) => `${l.line} ${formatCrore(l.newer.value)} in the newer, ${formatCrore(l.older.value)} in the older`).join('; ')})`;
  return `Working capital: not differenced across ${stringParam(wc, 'fiscal_year')}, whose balance sheet two exports define differently${detail}: the change would compare two definitions, not two years, so it is taken as zero.`;
}

function reconciliationText(check: Reason | undefined, inputs: Inputs): string {
  if (check === undefined) return '';
  const crore = (key: string): string => formatCrore(numberParam(check, key));
  const text = `Cross-check: cash from operations ${crore('operating_cash_flow')} less maintenance capex ${formatCrore(inputs.maintenance_capex.value)} = ${crore('from_cash')}.`;
  const limit = formatPct(numberParam(check, 'tolerance'), 0);
  if (check.code === 'value.reconciliation.agrees') return `${text} The two agree within ${limit}, so the profit-based figure stands.`;
  return `${text} The profit-based ${crore('from_profit')} differs from it by more than ${limit}, so owner's earnings are taken as ${crore('from_cash')}: cash from operations records the working capital that actually moved through the bank, while the profit-based figure rests on the difference between two year-end balance sheets, which reclassifications and acquisitions distort.`;
}

function averageText(oe: OwnerEarningsV2, price: number | null): string[] {
  const avg = oe.average;
  if (avg === undefined) return [];
  const perShare =
    avg.per_share === undefined ? '' : `, or ${formatRupees(avg.per_share.value)} a share on ${formatRatio(valueOf(avg.shares_crore), 2)} crore shares`;
  const parts = [`Averaged over the last ${plural(avg.years, 'year')} with figures, owner's earnings are ${formatCrore(avg.value.value)}${perShare}.`];
  const multiple = valueOf(avg.price_to_owner_earnings);
  if (multiple !== null && price !== null) {
    parts.push(
      `At ${formatRupees(price)} the price is ${formatRatio(multiple)} times owner's earnings per share (an owner's-earnings yield of ${formatPct(safeDivide(1, multiple))}).`,
    );
  } else if (avg.per_share !== undefined && avg.per_share.value !== null && avg.per_share.value <= 0) {
    parts.push("Owner's earnings are negative: after upkeep capex and working capital the business consumes cash rather than producing it for owners.");
  }
  return parts;
}

function ownerEarningsText(oe: OwnerEarningsV2 | undefined, price: number | null): string {
  if (oe === undefined) return '';
  if (oe.outcome === 'not_applicable') {
    return "Financial company: capex-based owner's earnings not applicable, because a lender's working capital and 'capex' are its loan book.";
  }
  const i = oe.inputs;
  if (oe.outcome !== 'computed' || i === undefined) {
    const failure = OWNER_EARNINGS_FAILURE_V1[codeAfter(oe.reason, 'value.owner_earnings') as OwnerEarningsFailure] as string | undefined;
    return `Owner's earnings cannot be computed for ${stringParam(oe.reason, 'period')}: ${failure ?? 'inputs unknown'}.`;
  }
  const wc = i.working_capital_change.value;
  const wcPart =
    wc === null
      ? '− working-capital change (not taken, so zero)'
      : wc >= 0
        ? `− working-capital build ${formatCrore(wc)}`
        : `+ working capital released ${formatCrore(-wc)}`;
  const fromCash = oe.reconciliation?.code === 'value.reconciliation.cash_used';
  const fromProfit = fromCash ? numberParam(oe.reconciliation, 'from_profit') : valueOf(oe.result);
  const parts = [
    `${fromCash ? 'From profit, owner' : 'Owner'}'s earnings for ${oe.period ?? 'n/a'} = net profit ${formatCrore(i.net_profit.value)} + depreciation ${formatCrore(i.depreciation.value)} − maintenance capex ${formatCrore(i.maintenance_capex.value)} ${wcPart} = ${formatCrore(fromProfit)}.`,
    maintenanceText(oe.method, i),
    workingCapitalText(oe),
  ];
  const reconciled = reconciliationText(oe.reconciliation, i);
  if (reconciled !== '') parts.push(reconciled);
  parts.push(...averageText(oe, price));
  return parts.join(' ');
}

/** 'FY2021–FY2025' → [2021, 2025]; 'FY2025' → [2025, 2025]; anything else → nulls. */
function fiscalSpan(period: string | undefined): [number | null, number | null] {
  const m = /^FY(\d+)(?:–FY(\d+))?$/.exec(period ?? '');
  if (m === null) return [null, null];
  return [Number(m[1]), Number(m[2] ?? m[1])];
}

const TEST_NAMES_V1: Readonly<Record<string, string>> = { quality: 'quality', margin_of_safety: 'margin of safety', expected_return: 'expected return' };

function testText(t: NonNullable<FatPitchV2['tests']>[number], name: string): string {
  const yes = t.passed === true ? 'yes' : 'no';
  const f = t.figure;
  const bar = formatPct(t.threshold.value, 0);
  if (t.id === 'quality') {
    if (f === undefined) return `quality unknown (no ${name})`;
    const [from, to] = fiscalSpan(f.period);
    return `quality ${yes} (${medianOver(formatPct(f.value), from, to, name)} against a ${bar} bar${t.altman_distress === true ? '; Altman distress zone' : ''})`;
  }
  if (t.id === 'margin_of_safety') return f === undefined ? 'margin of safety unknown' : `margin of safety ${yes} (${formatPct(f.value)} against ${bar})`;
  return f === undefined ? 'expected return not meaningful' : `expected return ${yes} (base 5-year IRR ${formatPct(f.value)} against ${bar} a year)`;
}

export function fatPitchV1(fp: FatPitchV2): string {
  if (fp.reason?.code === 'value.fat_pitch.no_statements') return 'No financial statements imported yet: a fat pitch cannot be judged.';
  if (fp.reason?.code === 'value.fat_pitch.thin_history') {
    return `Not judged: only ${plural(countParam(fp.reason, 'years'), 'twelve-month year')} of history (${countParam(fp.reason, 'needed')} needed), too little to call anything a fat pitch.`;
  }
  const tests = fp.tests ?? [];
  const name = fp.measure === 'roe' ? 'ROE' : 'ROCE';
  const bar = (id: string): string => formatPct(tests.find((t) => t.id === id)?.threshold.value ?? null, 0);
  const failed = tests.filter((t) => t.passed !== true).map((t) => TEST_NAMES_V1[t.id] ?? t.id);
  const intro = `A fat pitch needs three things at once: a high-quality business (median ${name} of at least ${bar('quality')}), a margin of safety of at least ${bar('margin_of_safety')}, and an expected return of at least ${bar('expected_return')} a year. Here: ${tests.map((t) => testText(t, name)).join('; ')}.`;
  const target =
    fp.price_for_margin === undefined
      ? ''
      : ` A ${bar('margin_of_safety')} margin of safety would need a price of ${formatRupees(fp.price_for_margin.value)} or less.`;
  if (fp.outcome === 'yes') return `${intro} Verdict: a fat pitch — all three tests pass.`;
  if (fp.outcome === 'close') return `${intro} Verdict: close, but not a fat pitch (${joinList(failed)} falls short).${target}`;
  return `${intro} Verdict: not a fat pitch; ${joinList(failed)} fall${failed.length === 1 ? 's' : ''} short. Patience: wait for the price or the business to change.${target}`;
}

/** The two v1 texts of section 4 this part renders (the IRR projections are rendered elsewhere). */
export function renderValueV1(v: ValueV2): { analysis: string; fatPitch: string } {
  if (v.reason?.code === 'value.not_modelled') {
    // The words of part3Report.ts's unmodelled Part 3, for both texts.
    const kind = unmodelledKindName(stringParam(v.reason, 'kind') as CompanyKind) ?? 'this kind of company';
    const why = `Not assessed: the engine has no model for ${kind} yet, and judging one with an industrial company's measures would mislead. The statements and charts above are shown as imported.`;
    return { analysis: why, fatPitch: why };
  }
  const fatPitch = fatPitchV1(v.fat_pitch);
  if (v.reason?.code === 'value.no_statements') {
    return { analysis: 'No financial statements imported yet: owner’s earnings, intrinsic value and margin of safety cannot be estimated.', fatPitch };
  }
  return { analysis: `${ownerEarningsText(v.owner_earnings, valueOf(v.price))} ${candidatesV1(v)}`.trim(), fatPitch };
}
