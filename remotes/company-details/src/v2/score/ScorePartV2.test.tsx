import { act, fireEvent, render, screen, within } from '@testing-library/react';
import { type ResearchV2 } from 'shared-types/api';
import { researchV2Document, RESEARCH_V2_ARCHETYPES, type ResearchV2Archetype } from 'shared-types/testing';
import { MessagesProvider } from '../../i18n/MessagesProvider';
import { showTheWorking } from '../../testing/showTheWorking';
import { ScorePartV2 } from './ScorePartV2';

function renderScore(archetype: ResearchV2Archetype = 'steady-compounder', change: (d: ResearchV2) => void = () => {}) {
  const document = researchV2Document(archetype);
  change(document);
  return render(<ScorePartV2 document={document} />);
}

const pillar = (name: string) => screen.getByRole('region', { name });
/** A measure's row as its cells' text: measure, figure, points, outcome. */
const row = (name: string) =>
  within(screen.getByRole('rowheader', { name }).closest('tr') as HTMLElement)
    .getAllByRole('cell')
    .map((cell) => cell.textContent);

describe('ScorePartV2', () => {
  it('shows each pillar as a bar and its measures as a table with figure, points and outcome', () => {
    renderScore();
    // The Part opens on its pillars' bars; the measures' tables fold with the working.
    expect(screen.queryByRole('table')).toBeNull();
    showTheWorking();
    const quality = pillar('Business quality');
    expect(within(quality).getByRole('heading', { level: 4, name: 'Business quality' })).toBeInTheDocument();
    expect(within(quality).getByRole('img', { name: 'Business quality: 25 of 25 points earned' })).toBeInTheDocument();
    const table = within(quality).getByRole('table', { name: 'Measures of Business quality' });
    expect(
      within(table)
        .getAllByRole('columnheader')
        .map((th) => th.textContent),
    ).toEqual(['Measure', 'Figure', 'Points', 'Outcome']);
    expect(row('ROCE level')).toEqual(['28.3% (FY2021–FY2025)', '15/15', 'Full marks']);
    expect(row('Piotroski F-score')).toEqual(['6 of 8', '3.8/5', 'Part marks']);
    expect(row('Margin of safety')).toEqual(['-118.5%', '0/8', 'No points']);
  });

  it('shows a measure left out as such, and the pillar’s unassessed points in its bar', () => {
    renderScore();
    showTheWorking();
    expect(row('Altman Z’’')).toEqual(['n/a', 'left out of 3 points', 'Left out']);
    expect(screen.getByRole('img', { name: 'Financial strength: 12 of 12 points earned; 3 of its 15 points not assessed' })).toBeInTheDocument();
  });

  it("words each measure's reason behind 'Show the working', with its scale, as the v1 answer does", () => {
    renderScore();
    const reason = 'ROCE level: median ROCE 28.3% over FY2021–FY2025 (0 points at 8%, full marks at 25%)';
    expect(screen.getByText(reason)).not.toBeVisible();
    showTheWorking();
    expect(screen.getByText(reason)).toBeVisible();
    expect(screen.getByText('Growth consistency: sales or net profit rose in 18 of 18 measurable year-on-year comparisons')).toBeVisible();
    expect(
      screen.getByText(
        /^Beneish M-score: left out: M -2.41 rests on more than 2 of its 8 variables proxied or neutral \(GMI proxied, AQI proxied, SGAI neutral and LVGI proxied\)$/,
      ),
    ).toBeVisible();
    expect(screen.getByText('12 of 12 assessable points (weight 15)')).toBeVisible();
    expect(screen.getByText(/^88\/100 \(strong: 75 and above strong, 60–74 good, 45–59 average, below 45 weak\)\.$/)).toBeVisible();
    expect(screen.getByRole('heading', { level: 4, name: 'Method' })).toBeVisible();
    expect(screen.getByText(/^Banks and NBFCs are scored on the same pillars/)).toBeVisible();
  });

  it("reads a lender's measures: ROE, the capital cushion, and the lender's notes and Method", () => {
    renderScore('lender');
    showTheWorking();
    expect(row('ROE level')).toEqual(['14.4% (FY2021–FY2025)', '6.7/15', 'Part marks']);
    expect(row('Capital cushion')).toEqual(['12.9% (FY2025)', '4.6/6', 'Part marks']);
    expect(row('Asset quality')).toEqual(['n/a', 'left out of 5 points', 'Left out']);
    expect(screen.queryByRole('rowheader', { name: 'ROCE level' })).toBeNull();
    expect(
      screen.getByText(
        /^ROE level: median ROE 14.4% on average net worth over FY2021–FY2025; return on assets 2.0% in FY2025 \(0 points at 10%, full marks at 20%\)$/,
      ),
    ).toBeVisible();
    expect(screen.getByText(/^A lender is judged on ROE/)).toBeVisible();
    expect(screen.getByText(/^Lenders \(banks and NBFCs\) are scored on the same six pillars/)).toBeVisible();
  });

  it('says the pillars are not available for a company with no statements, and why it is not rated', () => {
    renderScore('no-statements');
    expect(screen.getByText('Pillar points not available.')).toBeInTheDocument();
    showTheWorking();
    expect(screen.getByText('Not rated — no financial statements imported yet')).toBeVisible();
  });

  it('keeps the measures of a company that is not rated, as what the data shows', () => {
    renderScore('steady-compounder', (d) => {
      d.summary.rating = 'not_rated';
      d.summary.score = null;
      d.summary.not_rated = {
        code: 'rating.stale_data',
        params: { statements_end: '2023-03-31', months_behind: 27, price_date: '2025-06-30', months_allowed: 15, quarters: 'none' },
      };
    });
    expect(screen.getByRole('img', { name: 'Growth: not scored, 20 points assessable' })).toBeInTheDocument();
    showTheWorking();
    expect(row('Sales growth')).toEqual(['15.0% (FY2020–FY2025)', '8/8', 'Full marks']);
    expect(screen.getAllByText('Not scored while the company is not rated. What the data shows:')).toHaveLength(6);
    expect(screen.getByText(/^Not rated — stale data: the latest annual statements end 2023-03-31, 27 months before the price/)).toBeVisible();
  });

  it.each(RESEARCH_V2_ARCHETYPES)('renders %s with no message id', (archetype) => {
    const { container } = renderScore(archetype);
    showTheWorking();
    expect(container.textContent).not.toMatch(/\b(score|v2|pillar|rating)\.[a-z_]+\b/);
    expect(container.textContent).not.toContain('No explanation is available');
  });

  it('reads a measure, a pillar and a reason this build does not know sensibly', () => {
    renderScore('steady-compounder', (d) => {
      const [first] = d.score.pillars;
      if (first) {
        first.id = 'moat_width';
        first.measures.push({
          id: 'brand_strength',
          points: 2,
          reason: { code: 'score.brand_strength.measured', params: { share: { value: 0.4, unit: 'fraction' } } },
        });
      }
    });
    expect(pillar('Another pillar')).toBeInTheDocument();
    showTheWorking();
    expect(row('Another measure')).toEqual(['40.0%', '2', 'Part marks']);
    expect(screen.getByText('Another measure: No explanation is available for this item.')).toBeVisible();
  });

  it('labels the table and the chips in Hindi', async () => {
    await act(async () => {
      render(
        <MessagesProvider locale="hi">
          <ScorePartV2 document={researchV2Document()} />
        </MessagesProvider>,
      );
    });
    fireEvent.click(await screen.findByRole('button', { name: 'गणना दिखाएँ' }));
    const table = screen.getByRole('table', { name: 'व्यवसाय की गुणवत्ता के मापदंड' });
    expect(
      within(table)
        .getAllByRole('columnheader')
        .map((th) => th.textContent),
    ).toEqual(['मापदंड', 'आँकड़ा', 'अंक', 'परिणाम']);
    expect(within(table).getAllByText('पूरे अंक').length).toBeGreaterThan(0);
    expect(screen.getAllByText('शामिल नहीं').length).toBeGreaterThan(0);
    expect(screen.getByRole('button', { name: 'गणना छिपाएँ' })).toBeInTheDocument();
    // A measure named in Hindi is in the view's language; one without Hindi yet is marked English.
    expect(within(table).getByRole('rowheader', { name: 'ROCE का स्तर' }).firstElementChild).toBeNull();
    expect(screen.getByText('Piotroski F-score')).toHaveAttribute('lang', 'en');
    expect(screen.getByText(/^Six pillars with fixed weights/)).toHaveAttribute('lang', 'en');
    expect(screen.getByText(/^ROCE का स्तर: FY2021–FY2025 में मीडियन ROCE 28.3% \(/)).toBeVisible();
  });
});
