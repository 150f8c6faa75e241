import { render, screen, within } from '@testing-library/react';
import { KEY_FIGURE_REASONS, type KeyFigures } from 'shared-types/api';
import { ARAVALI_PUBLIC } from 'shared-types/testing';
import { KeyFiguresStrip } from './KeyFiguresStrip';
import { KEY_FIGURE_REASON_WORDS } from './messages';

const FIGURES = ARAVALI_PUBLIC.key_figures;
const now = new Date(2025, 6, 3); // 3 days after the close of 30 Jun 2025

const figure = (id: string) => document.querySelector<HTMLElement>(`[data-figure="${id}"]`)!;

describe('KeyFiguresStrip', () => {
  it("dates the 52-week range when it is not the price's day, and says when the price lies outside it", () => {
    // TCS in the real files: a Screener price of 31 Mar 2026 below the exchange's range of 16 Dec 2025.
    const figures: KeyFigures = {
      ...FIGURES,
      price: { ...FIGURES.price, value: 2358.9, as_of: '2026-03-31' },
      week_range: { high: 4475, low: 2866.6, reason: null, as_of: '2025-12-16' },
    };
    render(<KeyFiguresStrip figures={figures} now={new Date(2026, 3, 2)} />);
    expect(figure('week_range')).toHaveTextContent('52-week rangeLow ₹2,866.60, high ₹4,475.00 (to 16 Dec 2025)');
    expect(within(figure('week_range')).getByText('The price ₹2,358.90 is below the 52-week low')).toBeInTheDocument();
    expect(screen.queryByTestId('week-range-bar')).toBeNull();
  });

  it('shows each figure with its label, in Indian grouping', () => {
    render(<KeyFiguresStrip figures={FIGURES} now={now} />);
    // A description list inside the named group: axe's dlitem rule fails a dl that has a role of its own.
    expect(screen.getByRole('group', { name: 'Key figures' }).querySelector(':scope > dl')).not.toBeNull();
    expect(figure('price')).toHaveTextContent('Price₹412.50Price from 30 Jun 2025Demo data');
    expect(figure('market_cap')).toHaveTextContent('Market cap₹1,23,457 cr');
    expect(figure('pe_ttm')).toHaveTextContent('P/E (TTM)21.4×');
    expect(figure('pb')).toHaveTextContent('P/B3.2×');
    expect(figure('return_on_capital')).toHaveTextContent('ROCE18.6%');
    expect(figure('dividend_yield')).toHaveTextContent('Dividend yield1.1%');
    expect(figure('score')).toHaveTextContent('Score68/100');
    expect(figure('week_range')).toHaveTextContent('52-week rangeLow ₹350.00, high ₹480.00');
    expect(within(figure('week_range')).getByText('The price ₹412.50 is 48% of the way from the low to the high')).toHaveClass('visually-hidden');
    expect(screen.getByTestId('week-range-bar').firstElementChild).toHaveStyle({ left: `${(62.5 / 130) * 100}%` });
  });

  it("marks a price more than 7 days old: 'Price from 4 Sep 2024: 26 months old'", () => {
    const figures: KeyFigures = { ...FIGURES, price: { ...FIGURES.price, as_of: '2024-09-04', source: 'nse' } };
    render(<KeyFiguresStrip figures={figures} now={new Date(2026, 10, 28)} />);
    const date = within(figure('price')).getByText(/Price from/);
    expect(date).toHaveTextContent('Price from 4 Sep 2024: 26 months old');
    expect(date).toHaveAttribute('data-old', 'true');
    expect(within(date).getByText('old')).toBeInTheDocument();
    expect(figure('price')).toHaveTextContent('NSE close');
  });

  it('does not mark a price 7 days old', () => {
    render(<KeyFiguresStrip figures={FIGURES} now={new Date(2025, 6, 7)} />);
    expect(within(figure('price')).getByText(/Price from/)).not.toHaveAttribute('data-old');
    expect(figure('price')).not.toHaveTextContent('old');
  });

  it('reads ROE for a lender', () => {
    const figures: KeyFigures = { ...FIGURES, return_on_capital: { ...FIGURES.return_on_capital, kind: 'roe' } };
    render(<KeyFiguresStrip figures={figures} now={now} />);
    expect(figure('return_on_capital')).toHaveTextContent('ROE18.6%');
  });

  it("reads 'Not Available' with the worded reason for each missing figure, never a value", () => {
    const none = (reason: KeyFigures['pb']['reason']) => ({ value: null, reason, as_of: null });
    const figures: KeyFigures = {
      price: { value: null, reason: 'no_price', as_of: null, source: null, approximate: false },
      market_cap: none('no_shares_outstanding'),
      pe_ttm: none('loss_making'),
      pb: none('negative_book_value'),
      return_on_capital: { ...none('no_capital_employed'), kind: 'roce' },
      dividend_yield: none('no_dividend_data'),
      week_range: { high: null, low: null, reason: 'week_range_unreliable', as_of: null },
      score: none('not_rated'),
    };
    render(<KeyFiguresStrip figures={figures} now={now} />);
    expect(figure('price')).toHaveTextContent('PriceNot AvailableNo price on record');
    expect(figure('market_cap')).toHaveTextContent('Market capNot AvailableThe number of shares is not on record');
    expect(figure('pe_ttm')).toHaveTextContent('P/E (TTM)Not AvailableThe company made a loss, so there is no meaningful P/E');
    expect(figure('pb')).toHaveTextContent('P/BNot AvailableThe book value is negative');
    expect(figure('return_on_capital')).toHaveTextContent('ROCENot AvailableNo capital employed figure on record');
    expect(figure('dividend_yield')).toHaveTextContent('Dividend yieldNot AvailableNo dividend data on record');
    expect(figure('week_range')).toHaveTextContent('52-week rangeNot AvailableToo few closes in the last 52 weeks for a reliable range');
    expect(figure('score')).toHaveTextContent('ScoreNot AvailableNot rated: the analysis could not score this company');
    expect(screen.queryByTestId('week-range-bar')).toBeNull();
  });

  it('has words for every reason code of the contract', () => {
    const words = KEY_FIGURE_REASONS.map((code) => KEY_FIGURE_REASON_WORDS[code]);
    expect(words).toEqual([
      'No price on record',
      'The number of shares is not on record',
      'No financial statements imported yet',
      'No profit figure for the last four quarters or year',
      'The company made a loss, so there is no meaningful P/E',
      'No book value (net worth) on record',
      'The book value is negative',
      'No capital employed figure on record',
      'No dividend data on record',
      'No closes in the last 52 weeks',
      'Too few closes in the last 52 weeks for a reliable range',
      'Not rated: the analysis could not score this company',
    ]);
  });
});
