import { riskMessageParams, type RiskFactorV2 } from 'shared-types/api';
import type { MessageId, Messages } from 'shared-types/messages';

/**
 * The compact 'Data' cell of a v2 risk factor: its figures against its threshold, worded by the
 * catalogue so numbers come out in the reader's locale (lakh, crore, ₹). Each factor lists slots;
 * a slot shows the first of its wordings whose figures the factor carries, so a figure the engine
 * did not send drops a phrase instead of breaking the cell.
 */

interface Wording {
  id: MessageId;
  needs: readonly string[];
}
type Slot = readonly Wording[];

const one = (id: MessageId, ...needs: string[]): Slot => [{ id, needs }];

const DATA: Readonly<Record<string, readonly Slot[]>> = {
  leverage: [
    [
      { id: 'v2.risks.data.debt_to_equity', needs: ['debt_to_equity'] },
      { id: 'v2.risks.data.net_worth', needs: ['net_worth'] },
    ],
  ],
  interest_cover: [
    [
      { id: 'v2.risks.data.interest_cover', needs: ['interest_cover'] },
      { id: 'v2.risks.data.ebit_against_interest', needs: ['ebit', 'interest'] },
      { id: 'v2.risks.data.interest', needs: ['interest'] },
    ],
  ],
  capital_cushion: [one('v2.risks.data.equity_to_assets', 'equity_to_assets')],
  return_on_equity: [one('v2.risks.data.return_on_equity', 'return_on_equity')],
  asset_quality: [one('v2.risks.data.gross_npa', 'gross_npa'), one('v2.risks.data.net_npa', 'net_npa')],
  return_on_assets: [one('v2.risks.data.return_on_assets', 'return_on_assets')],
  receivables: [
    [
      { id: 'v2.risks.data.receivable_days', needs: ['receivable_days', 'earlier_receivable_days'] },
      { id: 'v2.risks.data.receivable_days_latest', needs: ['receivable_days'] },
    ],
  ],
  cash_conversion: [
    [
      { id: 'v2.risks.data.cash_conversion', needs: ['cash_conversion'] },
      { id: 'v2.risks.data.cfo_and_profit', needs: ['operating_cash_flow', 'net_profit'] },
    ],
  ],
  free_cash_flow: [one('v2.risks.data.free_cash_flow', 'free_cash_flow')],
  earnings_manipulation: [one('v2.risks.data.m_score', 'm_score')],
  distress: [one('v2.risks.data.z_score', 'z_score')],
  dilution: [one('v2.risks.data.shares', 'shares_from', 'shares_to'), one('v2.risks.data.share_change', 'change'), one('v2.risks.data.dilution', 'dilution')],
  revenue_volatility: [one('v2.risks.data.years_down', 'years_down', 'years_measured'), one('v2.risks.data.growth_deviation', 'growth_deviation')],
  margin_compression: [one('v2.risks.data.margin', 'margin', 'prior_median')],
  losses: [one('v2.risks.data.loss_years', 'loss_years', 'years_known'), one('v2.risks.data.net_profit', 'net_profit')],
  promoter_pledge: [one('v2.risks.data.pledged', 'pledged')],
};

/** The phrases of the Data cell, threshold last; a factor this build does not know shows its figures bare. */
export function riskDataPhrases(factor: RiskFactorV2, messages: Messages): string[] {
  const figures = factor.figures ?? {};
  const params = riskMessageParams(factor);
  const has = (name: string): boolean => figures[name] !== undefined && figures[name].value !== null;
  const slots = Object.hasOwn(DATA, factor.id) ? (DATA[factor.id] ?? []) : null;
  const phrases =
    slots === null
      ? Object.values(figures).map((figure) => messages.figure(figure))
      : slots.flatMap((slot) => {
          const wording = slot.find((w) => w.needs.every(has));
          return wording === undefined ? [] : [messages.format(wording.id, params)];
        });
  const threshold = factor.threshold;
  return threshold === undefined || threshold.value === null ? phrases : [...phrases, messages.format('v2.risks.data.threshold', { threshold })];
}

/** The period the factor's figures are for ('FY2025', 'FY2021–FY2025'): the first one a figure carries. */
export function riskDataPeriod(factor: RiskFactorV2): string | undefined {
  return Object.values(factor.figures ?? {}).find((figure) => figure.period !== undefined)?.period;
}
