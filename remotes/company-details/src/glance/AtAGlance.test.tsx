import { render, screen, within } from '@testing-library/react';
import { readSection, ReceivedAnalysisMetaSchema, type AnalysisMeta, type CompanyDetails, type ReceivedAnalysisMeta } from 'shared-types/api';
import { SCORE_FIELD } from 'shared-types/api/fields';
import { makeDetails, parsedDetails } from 'shared-types/testing';
import { AtAGlance } from './AtAGlance';
import { valueBarLabel } from './ValuePart';

const baseMeta = makeDetails().analysis_meta;

/** The glance as the view renders it: the payload through the received schemas, analysis_meta read on its own. */
function renderGlance(overrides: Partial<CompanyDetails> = {}, meta: unknown = baseMeta) {
  const details = parsedDetails({ ...makeDetails(overrides), analysis_meta: meta });
  const read = readSection(ReceivedAnalysisMetaSchema, details.analysis_meta);
  const received: ReceivedAnalysisMeta | null = read.kind === 'value' ? read.value : null;
  return render(<AtAGlance details={details} meta={received} />);
}

const withFigures = (figures: Record<string, unknown>, extra: Partial<AnalysisMeta> = {}): unknown => ({
  ...baseMeta,
  ...extra,
  figures: { ...baseMeta.figures, ...figures },
});

const part = (title: string) => screen.getByRole('heading', { name: title }).parentElement as HTMLElement;

const PILLARS = [
  { name: 'Business quality', weight: 25, points_possible: 25, points_earned: 18.5 },
  { name: 'Growth', weight: 20, points_possible: 12, points_earned: 6 },
  { name: 'Management credibility', weight: 10, points_possible: 0, points_earned: null },
];

describe('At a glance', () => {
  it('is one card titled At a glance with its four parts', () => {
    renderGlance();
    expect(screen.getByRole('heading', { name: 'At a glance' })).toBeInTheDocument();
    for (const title of ['Score', 'Price against value', 'Risk flags', 'Data']) expect(part(title)).toBeInTheDocument();
  });

  describe('score', () => {
    it('shows the score and how many of the 100 points rest on data', () => {
      renderGlance();
      expect(part('Score')).toHaveTextContent('89/100');
      expect(part('Score')).toHaveTextContent('84 of 100 points rest on data');
    });

    it("draws each pillar as a bar whose text alternative states its points, and 'not assessed' as such", () => {
      renderGlance({}, withFigures({ score_pillars: PILLARS }));
      const list = within(part('Score')).getByRole('list', { name: 'Points by pillar' });
      expect(within(list).getByRole('img', { name: 'Business quality: 18.5 of 25 points earned' })).toBeInTheDocument();
      expect(within(list).getByRole('img', { name: 'Growth: 6 of 12 points earned; 8 of its 20 points not assessed' })).toBeInTheDocument();
      expect(within(list).getByRole('img', { name: 'Management credibility: not assessed (0 of 10 points rest on data)' })).toBeInTheDocument();
      expect(within(list).getByText('not assessed')).toBeInTheDocument();
      expect(within(list).getByText('18.5 of 25')).toBeInTheDocument();
    });

    it("shows 'Not rated' with the reason, and assessable pillars as not scored", () => {
      renderGlance(
        { [SCORE_FIELD]: null },
        withFigures(
          { score_pillars: [{ name: 'Valuation', weight: 15, points_possible: 15, points_earned: null }] },
          { rating_status: 'not_rated', not_rated_reason: 'Not rated — too little data: only 58 of the score', score_coverage: 0.58 },
        ),
      );
      expect(part('Score')).toHaveTextContent('Not rated');
      expect(part('Score')).toHaveTextContent('too little data: only 58 of the score');
      expect(part('Score')).toHaveTextContent('58 of 100 points rest on data');
      expect(screen.getByRole('img', { name: 'Valuation: not scored, 15 points assessable' })).toBeInTheDocument();
    });

    it('says the pillars and coverage are not available when the payload has none', () => {
      renderGlance({}, { ...baseMeta, score_coverage: null, figures: { credibility_score: null, scenarios: [] } });
      expect(part('Score')).toHaveTextContent('Pillar points not available.');
      expect(part('Score')).toHaveTextContent('Coverage not available.');
    });
  });

  describe('price against value', () => {
    it("states the price, the intrinsic value, its range and the margin of safety in the bar's text alternative", () => {
      renderGlance();
      const bar = within(part('Price against value')).getByRole('img');
      expect(bar).toHaveAccessibleName(
        'Price ₹12,34,568 against intrinsic value ₹10,00,000, estimates ranging from ₹8,00,000 to ₹15,00,000: margin of safety −23.5%, the price is above the estimate, so there is no margin of safety.',
      );
      expect(part('Price against value')).toHaveTextContent('−23.5%');
      expect(part('Price against value')).toHaveTextContent('Intrinsic value ₹10,00,000 (median of 3 estimates)');
      expect(part('Price against value')).toHaveTextContent('Range ₹8,00,000 – ₹15,00,000');
      expect(part('Price against value')).toHaveTextContent('Graham number ₹10,00,000');
    });

    it('names the low end of the range when the payload measures the margin of safety against it (issue 29)', () => {
      renderGlance({}, withFigures({ valuation: { ...baseMeta.figures.valuation, intrinsic_value: 800000, margin_basis: 'low_end' } }));
      expect(part('Price against value')).toHaveTextContent(
        'Intrinsic value ₹8,00,000 (low end of 3 estimates, which the margin of safety is measured against)',
      );
    });

    it('places the markers on one scale: the price right of the estimate when above it', () => {
      renderGlance();
      const bar = within(part('Price against value')).getByRole('img');
      const left = (index: number) => parseFloat((bar.children[index] as HTMLElement).style.left);
      const [range, iv, price] = [left(0), left(1), left(2)];
      expect(price).toBeGreaterThan(iv);
      expect(range).toBeLessThan(iv);
      expect(price).toBeLessThanOrEqual(100);
      expect(range).toBeGreaterThanOrEqual(0);
    });

    it('reads a positive margin as the price below the estimate, and a single estimate as such', () => {
      const v = { intrinsic_value: 200, low: 200, high: 200, margin_of_safety: 0.25, candidates: [{ method: 'Justified P/B × book value', value: 200 }] };
      expect(valueBarLabel(v, 150)).toBe(
        'Price ₹150 against intrinsic value ₹200, from a single estimate: margin of safety +25%, the price is below the estimate.',
      );
      expect(valueBarLabel({ ...v, margin_of_safety: null }, null)).toBe('No current price against intrinsic value ₹200, from a single estimate.');
    });

    it('says when no estimate could be made (null), and when the figures are missing or malformed', () => {
      const { unmount } = renderGlance({}, withFigures({ valuation: null }));
      expect(part('Price against value')).toHaveTextContent('No intrinsic-value estimate could be made');
      unmount();
      const { valuation: _dropped, ...older } = baseMeta.figures;
      const second = renderGlance({}, { ...baseMeta, figures: older });
      expect(part('Price against value')).toHaveTextContent('Valuation figures not available.');
      second.unmount();
      renderGlance({}, withFigures({ valuation: { intrinsic_value: 'lots' } }));
      expect(part('Price against value')).toHaveTextContent('Valuation figures not available.');
      // A malformed valuation costs only its part: the rest of the glance still reads analysis_meta.
      expect(part('Score')).toHaveTextContent('84 of 100 points rest on data');
    });

    it('says there is no price to set against the estimate when the payload has none', () => {
      renderGlance({ current_price: null }, withFigures({ valuation: { ...baseMeta.figures.valuation, margin_of_safety: null } }));
      expect(part('Price against value')).toHaveTextContent('No current price to set against the estimate.');
      expect(within(part('Price against value')).getByRole('img')).toHaveAccessibleName(/^No current price against intrinsic value ₹10,00,000/);
    });
  });

  describe('risk flags', () => {
    it('counts the flags by severity with the clear and unassessed factors and the overall level', () => {
      renderGlance({}, withFigures({ risk_flags: { severe: 1, other: 2, clear: 6, not_assessed: 2, level: 'High' } }));
      const risk = part('Risk flags');
      expect(risk).toHaveTextContent('3 flags');
      const counts = Object.fromEntries(
        within(risk)
          .getAllByRole('term')
          .map((dt) => [dt.textContent, dt.nextElementSibling?.textContent]),
      );
      expect(counts).toEqual({ Severe: '1', 'Other flags': '2', Clear: '6', 'Not assessed': '2' });
      expect(risk).toHaveTextContent('Overall operational risk: High.');
    });

    it('shows a level this build does not know as it is, and no level as such', () => {
      const { unmount } = renderGlance({}, withFigures({ risk_flags: { severe: 0, other: 1, clear: 1, not_assessed: 0, level: 'Elevated' } }));
      expect(part('Risk flags')).toHaveTextContent('1 flag');
      expect(part('Risk flags')).toHaveTextContent('Overall operational risk: Elevated.');
      unmount();
      renderGlance({}, withFigures({ risk_flags: { severe: 0, other: 0, clear: 1, not_assessed: 5, level: null } }));
      expect(part('Risk flags')).toHaveTextContent('No overall level: too few factors could be assessed.');
    });

    it('says the counts are not available when missing or malformed', () => {
      const { risk_flags: _dropped, ...older } = baseMeta.figures;
      const { unmount } = renderGlance({}, { ...baseMeta, figures: older });
      expect(part('Risk flags')).toHaveTextContent('Risk flag counts not available.');
      unmount();
      renderGlance({}, withFigures({ risk_flags: { severe: 'one' } }));
      expect(part('Risk flags')).toHaveTextContent('Risk flag counts not available.');
    });
  });

  describe('data', () => {
    it("states the price's as-of date and source, the statements' period end and the sources", () => {
      renderGlance();
      const data = part('Data');
      expect(data).toHaveTextContent(
        `Price as of ${new Date(2025, 5, 30).toLocaleDateString(undefined, { day: 'numeric', month: 'short', year: 'numeric' })} (Exchange close (bhavcopy))`,
      );
      expect(data).toHaveTextContent('Statements to');
      expect(data).toHaveTextContent('Source: Screener.in annual statements');
      expect(within(data).queryByText('Demo data')).toBeNull();
    });

    it('folds the sources behind a disclosure: the summary above lists them too (issue 30 item 6)', () => {
      renderGlance();
      const data = part('Data');
      const sources = within(data)
        .getByText(/^Source: /)
        .closest('details');
      expect(sources).not.toBeNull();
      expect(sources).not.toHaveAttribute('open');
      expect(within(sources!).getByText('Sources (1)').tagName).toBe('SUMMARY');
    });

    it("marks demo data and a price dated only 'on or after'", () => {
      renderGlance({}, { ...baseMeta, is_demo: true, price_source: { kind: 'screener', label: 'Screener export', as_of: '2025-06-30', approximate: true } });
      expect(within(part('Data')).getByText('Demo data')).toBeInTheDocument();
      expect(part('Data')).toHaveTextContent(/Price as of on or after .* \(Screener export\)/);
    });
  });

  it('never crashes without analysis_meta: each part says what is not available', () => {
    renderGlance({}, null);
    expect(part('Score')).toHaveTextContent('89/100');
    expect(part('Score')).toHaveTextContent('Pillar points not available.');
    expect(part('Price against value')).toHaveTextContent('Valuation figures not available.');
    expect(part('Risk flags')).toHaveTextContent('Risk flag counts not available.');
    // The price's date still comes from last_updated.
    expect(part('Data')).toHaveTextContent('Price as of');
  });
});
