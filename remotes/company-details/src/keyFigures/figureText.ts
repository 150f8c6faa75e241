import { type KeyFigure, type KeyFigures } from 'shared-types/api';
import { formatCrore, formatFraction, formatMultiple, returnLabel } from '../peers/peerFormat';
import { NOT_AVAILABLE, NOT_RATED } from '../messages';
import { notRatedCodeWords } from '../summary/notRatedText';
import { formatPrice, formatScore } from '../summary/formatters';
import { FIGURE_LABELS, KEY_FIGURE_REASON_WORDS } from './messages';

/** One cell of the strip: its value, or 'Not Available' with the reason in words. */
export interface FigureCell {
  id: string;
  label: string;
  text: string;
  reason: string | null;
}

/** The reason's words; a figure missing without a code still says it is not available. */
function missing(reason: KeyFigure['reason']): { text: string; reason: string | null } {
  return { text: NOT_AVAILABLE, reason: reason === null ? null : KEY_FIGURE_REASON_WORDS[reason] };
}

function cell(id: string, label: string, figure: KeyFigure, format: (value: number) => string | null): FigureCell {
  const text = figure.value === null ? null : format(figure.value);
  return text === null ? { id, label, ...missing(figure.reason) } : { id, label, text, reason: null };
}

// Percent figures arrive as percent (18.6), the peer formatter takes a fraction.
const percent = (value: number) => formatFraction(value / 100);

/**
 * The ratio cells of the strip, in the order investors read them (price, the range and the
 * score have their own markup). ROCE reads ROE for lenders, as the server's `kind` says.
 */
export function ratioCells(figures: KeyFigures): FigureCell[] {
  return [
    cell('market_cap', FIGURE_LABELS.market_cap, figures.market_cap, formatCrore),
    cell('pe_ttm', FIGURE_LABELS.pe_ttm, figures.pe_ttm, formatMultiple),
    cell('pb', FIGURE_LABELS.pb, figures.pb, formatMultiple),
    cell('return_on_capital', returnLabel(figures.return_on_capital.kind), figures.return_on_capital, percent),
    cell('dividend_yield', FIGURE_LABELS.dividend_yield, figures.dividend_yield, percent),
    scoreCell(figures.score),
  ];
}

/** The score, or why there is none: the analysis's own code when it gave one ('Not rated: stale data'). */
function scoreCell(score: KeyFigures['score']): FigureCell {
  const scored = cell('score', FIGURE_LABELS.score, score, formatScore);
  const code = score.not_rated_code ?? null;
  // The strip does not know the company's kind: 'no_model' names 'this kind of company'.
  const words = score.value !== null || code === null ? null : notRatedCodeWords(code);
  return words === null ? scored : { ...scored, reason: `${NOT_RATED}: ${words}` };
}

export function priceCell(figures: KeyFigures): FigureCell {
  return cell('price', FIGURE_LABELS.price, figures.price, formatPrice);
}

export function weekRangeMissing(figures: KeyFigures): { text: string; reason: string | null } | null {
  const { high, low, reason } = figures.week_range;
  return high === null || low === null || high < low ? missing(reason) : null;
}
