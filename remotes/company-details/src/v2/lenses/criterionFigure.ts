import { type Figure, type InvestorLensV2, type LensCriterionV2, type PiotroskiCriterionV2 } from 'shared-types/api';
import { type MessageParams, type Messages } from 'shared-types/messages';

/**
 * A lens criterion's figure in the reader's words, from its v2 figures and the catalogue's
 * `lens.<lens>.<criterion>.figure*` messages (shared-types/src/messages/en/lenses.ts): the message
 * variant and the values it works out (`missed_years`, `passing_years`, `repayable`, `more_shares`)
 * follow what the server's v1 renderer writes (api/src/analysis/v1/lenses.ts).
 */

type Figures = Readonly<Record<string, Figure>>;

const valueOf = (figures: Figures, name: string): number | null => figures[name]?.value ?? null;

/** The message's id for this criterion's figures, and what it needs beyond them. */
function figureMessage(lensId: string, c: LensCriterionV2, figures: Figures, lens: InvestorLensV2): { code: string; extra: MessageParams } {
  const code = `lens.${lensId}.${c.id}.figure`;
  if (lensId === 'graham' && (c.id === 'earnings_stability' || c.id === 'dividend_record')) {
    const missed = c.years ?? [];
    if (missed.length === 0) return { code, extra: {} };
    return { code: `${code}_missed`, extra: { missed_years: missed, passing_years: (valueOf(figures, 'years') ?? 0) - missed.length } };
  }
  if (lensId === 'graham' && c.id === 'pe') {
    if (figures.pe === undefined) return { code: `${code}_no_earnings`, extra: {} };
    const shares = valueOf(figures, 'todays_shares_crore');
    const statementShares = valueOf(figures, 'statement_shares_crore');
    if (shares === null || statementShares === null) return { code, extra: {} };
    return { code: `${code}_restated`, extra: { more_shares: shares > statementShares } };
  }
  if (lensId === 'graham' && c.id === 'pe_times_pb') {
    // Without earnings there is no product to price; its P/E is the P/E criterion's.
    if (figures.pe_times_pb === undefined) return { code: 'lens.graham.pe.figure_no_earnings', extra: {} };
    const pe = lens.criteria.find((other) => other.id === 'pe')?.figures?.pe;
    return { code, extra: { pe: pe ?? null } };
  }
  if (lensId === 'buffett' && c.id === 'debt') return { code, extra: { repayable: valueOf(figures, 'borrowings_to_net_profit') !== null } };
  if (lensId === 'lynch' && c.id === 'peg') {
    // No dividend is a yield of nothing, as v1 writes it.
    const extra = { dividend_yield: figures.dividend_yield ?? { value: 0, unit: 'fraction' } };
    return figures.peg === undefined ? { code: `${code}_not_positive`, extra } : { code, extra };
  }
  return { code, extra: {} };
}

/** The criterion's figures worded, or null when it has none; a criterion the catalogue lacks lists them by unit. */
export function criterionFigure(messages: Messages, lens: InvestorLensV2, c: LensCriterionV2): string | null {
  const figures = c.figures;
  if (figures === undefined || Object.keys(figures).length === 0) return null;
  const { code, extra } = figureMessage(lens.id, c, figures, lens);
  if (messages.has(code)) return messages.format(code, { ...figures, ...extra });
  return Object.values(figures)
    .map((figure) => messages.figure(figure))
    .join(', ');
}

/** A reason in words; null for a code this build does not know, rather than a placeholder. */
export function reasonText(messages: Messages, reason: LensCriterionV2['reason']): string | null {
  return reason === undefined || !messages.has(reason.code) ? null : messages.format(reason.code, reason.params);
}

/**
 * A Piotroski signal's figure or note: v2 carries its figures once, as the report's criterion in
 * the same place, so the lens shows that criterion's words, as the figure of a signal judged and as
 * the note of one that could not be.
 */
export function piotroskiWords(
  messages: Messages,
  c: LensCriterionV2,
  scored: PiotroskiCriterionV2 | undefined,
): { figure: string | null; note: string | null } {
  if (c.reason !== undefined) return { figure: null, note: reasonText(messages, c.reason) };
  const detail = scored === undefined ? null : reasonText(messages, scored.reason);
  return c.outcome === 'not_assessable' ? { figure: null, note: detail } : { figure: detail, note: null };
}
