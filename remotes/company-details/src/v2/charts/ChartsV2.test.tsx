import { act, screen, within } from '@testing-library/react';
import { type ResearchV2 } from 'shared-types/api';
import { RESEARCH_V2_ARCHETYPES, researchV2Document } from 'shared-types/testing';
import { MessagesProvider } from '../../i18n/MessagesProvider';
import { renderWithShell } from '../../testing/renderWithShell';
import { ChartsV2 } from './ChartsV2';

// React.lazy resolves inside act, so the chart chunk has loaded when this returns.
async function renderCharts(document: ResearchV2, locale = 'en') {
  await act(async () => {
    renderWithShell(
      <MessagesProvider locale={locale}>
        <ChartsV2 document={document} />
      </MessagesProvider>,
    );
  });
}

const rows = (name: string) =>
  within(screen.getByRole('table', { name }))
    .getAllByRole('row')
    .map((row) => [...row.children].map((cell) => cell.textContent));

describe('ChartsV2', () => {
  it.each(RESEARCH_V2_ARCHETYPES)('renders the %s archetype', async (archetype) => {
    await renderCharts(researchV2Document(archetype));
    if (archetype === 'no-statements') {
      expect(screen.getByText('Charts Not Available')).toBeInTheDocument();
      expect(screen.getByText(/being processed and will be available soon/)).toBeInTheDocument();
      expect(screen.queryByRole('img')).toBeNull();
    } else {
      expect(screen.getByRole('figure', { name: 'Raw values' })).toBeInTheDocument();
      expect(screen.getByRole('figure', { name: 'Year-over-year growth (%)' })).toBeInTheDocument();
    }
  });

  it("draws a company's series with year-on-year growth worked out from neighbouring years, none across a gap", async () => {
    const document = researchV2Document('steady-compounder');
    document.charts.years = ['FY2023', 'FY2024', 'FY2025'];
    document.charts.series = {
      ...document.charts.series,
      revenue_growth: [1000, 1100, 990],
      eps_growth: [10, null, 12.5],
      operating_cash_flow_growth: [null, null, null],
      roce: [20.456, 21, 22],
      price_earnings: [30, 28, 25],
    };
    await renderCharts(document);
    expect(rows('Raw values data')).toEqual([
      ['Period', 'ROCE (%)', 'Revenue (₹ Cr)', 'P/E'],
      ['FY2023', '20.46%', '1,000 Cr', '30'],
      ['FY2024', '21%', '1,100 Cr', '28'],
      ['FY2025', '22%', '990 Cr', '25'],
    ]);
    expect(rows('Year-over-year growth (%) data')).toEqual([
      ['Period', 'Revenue growth (%)'],
      ['FY2023', 'NA'],
      ['FY2024', '10%'],
      ['FY2025', '-10%'],
    ]);
  });

  it("shows 'Charts Not Available' when no series has a number", async () => {
    const document = researchV2Document('lender');
    document.charts.series = { ...document.charts.series, roe: [null], revenue_growth: [], eps_growth: [], operating_cash_flow_growth: [], price_earnings: [] };
    await renderCharts(document);
    expect(screen.getByText('Charts Not Available')).toBeInTheDocument();
    expect(screen.queryByRole('img')).toBeNull();
  });

  it('says so in Hindi in a Hindi view', async () => {
    await renderCharts(researchV2Document('no-statements'), 'hi');
    expect((await screen.findByText('चार्ट उपलब्ध नहीं')).closest('[lang]')).toBeNull();
  });

  it('marks the English charts lang="en" in a Hindi view, and not in an English one', async () => {
    await renderCharts(researchV2Document('lender'), 'hi');
    expect(screen.getByRole('figure', { name: 'Raw values' }).closest('[lang]')).toHaveAttribute('lang', 'en');
    await renderCharts(researchV2Document('lender'));
    expect(screen.getAllByRole('figure', { name: 'Raw values' })[1]?.closest('[lang]')).toBeNull();
  });
});
