import { type CompanyDetails, type PART3_TITLE } from 'shared-types/api';
import { type Analysis } from '../analyse';
import { formatCrore, formatPct, formatRatio, formatRupees, fyLabel, plural } from '../format';
import { safeDivide } from '../math/growth';
import { OE_RECONCILE_TOLERANCE, WC_BASIS_LABEL, type OwnerEarnings } from '../metrics/ownerEarnings';
import { fatPitchText, irrProjections } from './part3Irr';
import { candidatesText } from './part3Valuation';

/** Part 3, section 4: owner's earnings, intrinsic value and margin of safety, IRR projections, fat pitch. */

type OwnerSection = CompanyDetails[typeof PART3_TITLE]["4. Owner's Earnings and Margin of Safety"];

function maintenanceText(oe: OwnerEarnings): string {
  if (oe.maintenanceMethod === 'depreciation') {
    const why =
      oe.capexSkippedFy !== null
        ? `capex was estimated from the change in net block, and ${fyLabel(oe.capexSkippedFy)}'s balance sheet is defined differently in two exports, so that change is not a real outlay`
        : oe.capex === null
          ? 'capex is unknown'
          : "the net block and sales history that Greenwald's method needs is missing";
    return `Maintenance capex is taken as depreciation (${formatCrore(oe.depreciation)}), the simple proxy, because ${why}; this is conservative for a growing company.`;
  }
  const est = oe.capexEstimated ? ' (estimated from ΔNet Block + ΔCWIP + Depreciation)' : '';
  // With estimated capex, ΔNet Block is most of both total and growth capex, so what is left is about depreciation.
  const plainly = oe.capexEstimated
    ? ` Because that capex is itself estimated from the net block, the result comes down to about depreciation (${formatCrore(oe.depreciation)}): read it as depreciation-based, not as a measured split.`
    : '';
  const bound =
    oe.bound === 'floored'
      ? ', floored at zero because growth capex exceeded total capex'
      : oe.bound === 'capped'
        ? ', capped at total capex because sales fell and growth capex is negative'
        : ' (no floor or cap needed)';
  return `Maintenance capex by Greenwald's method: average net block / sales of ${formatRatio(oe.netBlockToSales, 2)} × the ${formatCrore(oe.salesChange)} change in sales = growth capex of ${formatCrore(oe.growthCapex)}; total capex of ${formatCrore(oe.capex)}${est} less growth capex gives ${formatCrore(oe.maintenanceCapex)}${bound}.${plainly}`;
}

/** Why no working-capital change was taken: a year two exports define differently, or no comparable figures. */
function workingCapitalText(a: Analysis, oe: OwnerEarnings, label: string): string {
  if (oe.workingCapitalBasis !== 'unknown') return `Working capital: ${WC_BASIS_LABEL[oe.workingCapitalBasis]}.`;
  const fy = oe.workingCapitalSkippedFy;
  if (fy === null) return `Working capital: no comparable figures for ${fyLabel((a.ctx.latest?.fy ?? 0) - 1)} and ${label}, so its change is taken as zero.`;
  const lines = a.ctx.reclassified.get(fy)?.lines ?? [];
  const detail =
    lines.length === 0 ? '' : ` (${lines.map((l) => `${l.line} ${formatCrore(l.newer)} in the newer, ${formatCrore(l.older)} in the older`).join('; ')})`;
  return `Working capital: not differenced across ${fyLabel(fy)}, whose balance sheet two exports define differently${detail}: the change would compare two definitions, not two years, so it is taken as zero.`;
}

/** The cross-check with cash from operations, and which figure is used when they disagree. */
function reconciliationText(oe: OwnerEarnings, cfo: number | null): string {
  if (oe.fromCash === null || cfo === null || oe.fromProfit === null) return '';
  const check = `Cross-check: cash from operations ${formatCrore(cfo)} less maintenance capex ${formatCrore(oe.maintenanceCapex)} = ${formatCrore(oe.fromCash)}.`;
  const limit = formatPct(OE_RECONCILE_TOLERANCE, 0);
  if (oe.used === 'profit') return `${check} The two agree within ${limit}, so the profit-based figure stands.`;
  return `${check} The profit-based ${formatCrore(oe.fromProfit)} differs from it by more than ${limit}, so owner's earnings are taken as ${formatCrore(oe.fromCash)}: cash from operations records the working capital that actually moved through the bank, while the profit-based figure rests on the difference between two year-end balance sheets, which reclassifications and acquisitions distort.`;
}

function ownerEarningsText(a: Analysis): string {
  const v = a.valuation;
  const oe = v.ownerEarnings;
  const t = a.ctx.latest;
  if (oe === null || t === null) return '';
  if (a.ctx.isLender)
    return "Financial company: capex-based owner's earnings not applicable, because a lender's working capital and 'capex' are its loan book.";
  if (oe.value === null) return `Owner's earnings cannot be computed for ${t.label}: ${oe.reason ?? 'inputs unknown'}.`;
  const wc = oe.workingCapitalChange;
  const wcKnown = oe.workingCapitalBasis !== 'unknown';
  const wcPart = !wcKnown
    ? '− working-capital change (not taken, so zero)'
    : wc >= 0
      ? `− working-capital build ${formatCrore(wc)}`
      : `+ working capital released ${formatCrore(-wc)}`;
  const parts = [
    `${oe.used === 'cash' ? 'From profit, owner' : 'Owner'}'s earnings for ${t.label} = net profit ${formatCrore(oe.netProfit)} + depreciation ${formatCrore(oe.depreciation)} − maintenance capex ${formatCrore(oe.maintenanceCapex)} ${wcPart} = ${formatCrore(oe.fromProfit)}.`,
    maintenanceText(oe),
    workingCapitalText(a, oe, t.label),
  ];
  const reconciled = reconciliationText(oe, t.y.operatingCashFlow);
  if (reconciled !== '') parts.push(reconciled);
  if (v.oeAverage !== null) {
    const perShare = v.oePerShare === null ? '' : `, or ${formatRupees(v.oePerShare)} a share on ${formatRatio(v.shares, 2)} crore shares`;
    parts.push(`Averaged over the last ${plural(v.oeYears, 'year')} with figures, owner's earnings are ${formatCrore(v.oeAverage)}${perShare}.`);
    const price = a.ctx.price?.price ?? null;
    if (v.priceToOe !== null && price !== null) {
      parts.push(
        `At ${formatRupees(price)} the price is ${formatRatio(v.priceToOe)} times owner's earnings per share (an owner's-earnings yield of ${formatPct(safeDivide(1, v.priceToOe))}).`,
      );
    } else if (v.oePerShare !== null && v.oePerShare <= 0) {
      parts.push("Owner's earnings are negative: after upkeep capex and working capital the business consumes cash rather than producing it for owners.");
    }
  }
  return parts.join(' ');
}

export function buildOwnerEarningsSection(a: Analysis): OwnerSection {
  const noStatements = 'No financial statements imported yet: owner’s earnings, intrinsic value and margin of safety cannot be estimated.';
  const text = a.ctx.latest === null ? noStatements : `${ownerEarningsText(a)} ${candidatesText(a)}`.trim();
  return {
    "Owner's Earnings and Margin of Safety Analysis": text,
    'IRR Projections': irrProjections(a),
    'Fat Pitch Analysis': fatPitchText(a),
  };
}
