import { act, screen, within } from '@testing-library/react';
import type { DataJson, MetricSeries } from 'shared-types/api';
import type { CHART_METRICS } from 'shared-types/api/fields';
import { makeDetails } from 'shared-types/testing';
import { renderWithShell } from '../testing/renderWithShell';
import { ChartsSection } from './ChartsSection';

// Issue 30, item 7: the charts say what they show (names, units, axes).
async function renderCharts(dataJson: DataJson) {
  await act(async () => {
    renderWithShell(<ChartsSection dataJson={dataJson} />);
  });
}

const boxesOf = (group: string) =>
  within(screen.getByRole('group', { name: group }))
    .getAllByRole('checkbox')
    .map((box) => box.parentElement?.textContent);
const headersOf = (table: string) =>
  within(screen.getByRole('table', { name: table }))
    .getAllByRole('columnheader')
    .map((cell) => cell.textContent);
const columnOf = (table: string, index: number) =>
  within(screen.getByRole('table', { name: table }))
    .getAllByRole('row')
    .slice(1)
    .map((row) => within(row).getAllByRole('cell')[index]?.textContent);
/** The left axis's tick texts (the ratio axis and period labels left out). */
const leftTicks = (name: string) =>
  [...screen.getByRole('img', { name }).querySelectorAll('text')]
    .filter((text) => !text.closest('[data-axis="ratio"]'))
    .map((text) => text.textContent ?? '')
    .filter((text) => /^-?[\d,.]+%?$/.test(text));
const tickNumber = (tick: string) => Number(tick.replace(/[,%]/g, ''));

function dataJsonWith(overrides: Partial<Record<(typeof CHART_METRICS)[number], MetricSeries>>): DataJson {
  return { ...makeDetails().data_json, ...overrides } as DataJson;
}

describe('chart names come from one catalogue', () => {
  it('names amounts as amounts in the raw chart and growth as growth, with the investor’s abbreviations', async () => {
    await renderCharts(makeDetails().data_json);
    expect(boxesOf('Raw values metrics')).toEqual(['Capex', 'ROCE', 'Operating cash flow', 'Revenue', 'EPS', 'Price to cash flow', 'P/E']);
    expect(boxesOf('Year-over-year growth (%) metrics')).toEqual(['Capex growth', 'Operating cash flow growth', 'Revenue growth', 'EPS growth']);
  });

  it('heads the data table with the checkbox names and the unit of each column', async () => {
    await renderCharts(makeDetails().data_json);
    expect(headersOf('Raw values data')).toEqual(['Period', 'ROCE (%)', 'Revenue (₹ Cr)', 'P/E']);
    expect(headersOf('Year-over-year growth (%) data')).toEqual(['Period', 'Revenue growth (%)', 'EPS growth (%)']);
    expect(columnOf('Raw values data', 0)[0]).toBe('28.5%');
  });
});

describe('chart axes', () => {
  it('starts the amount axis at zero', async () => {
    const revenue = { labels: ['FY2023', 'FY2024', 'FY2025'], raw_value: [100000, 180000, 250000], yoy_change: ['NA', 80, 38.89] } as MetricSeries;
    await renderCharts(dataJsonWith({ revenue_growth: revenue }));
    const ticks = leftTicks('Raw values chart').map(tickNumber);
    expect(Math.min(...ticks)).toBe(0);
  });

  it('keeps the growth axis readable past one outlier and says which value lies beyond it', async () => {
    const eps = { labels: ['FY2022', 'FY2023', 'FY2024', 'FY2025'], raw_value: [1, 2, 3, 4], yoy_change: [12, -1500, 25, 1000] } as MetricSeries;
    const revenue = { labels: ['FY2022', 'FY2023', 'FY2024', 'FY2025'], raw_value: [10, 11, 12, 13], yoy_change: [8, 10, 9, 7] } as MetricSeries;
    await renderCharts(dataJsonWith({ eps_growth: eps, revenue_growth: revenue }));
    const ticks = leftTicks('Year-over-year growth (%) chart').map(tickNumber);
    expect(Math.min(...ticks)).toBeGreaterThanOrEqual(-200);
    expect(Math.max(...ticks)).toBeLessThanOrEqual(200);
    const svg = screen.getByRole('img', { name: 'Year-over-year growth (%) chart' });
    expect(svg.querySelectorAll('[data-clipped="eps_growth"]')).toHaveLength(2);
    expect(svg.querySelectorAll('[data-clipped="revenue_growth"]')).toHaveLength(0);
    const figure = screen.getByRole('figure', { name: 'Year-over-year growth (%)' });
    expect(within(figure).getByText(/EPS growth FY2023 \(-1,500%\) and FY2025 \(1,000%\) lie beyond the axis/)).toBeInTheDocument();
    expect(columnOf('Year-over-year growth (%) data', 1)).toEqual(['12%', '-1,500% (beyond the axis)', '25%', '1,000% (beyond the axis)']);
  });

  it.each(['Raw values chart', 'Year-over-year growth (%) chart'])('leaves the %s room for the whole of a long last period label', async (name) => {
    const revenue = { labels: ['FY2024', 'FY2025', 'TTM to Jun 2025'], raw_value: [1, 2, 3], yoy_change: ['NA', 5, 'NA'] } as MetricSeries;
    await renderCharts(dataJsonWith({ revenue_growth: revenue }));
    const svg = screen.getByRole('img', { name });
    const label = [...svg.querySelectorAll('text')].find((text) => text.textContent === 'TTM to Jun 2025') as Element;
    // The label is centred on its point: x is the sum of its groups' translations.
    let x = 0;
    for (let node = label.parentElement; node && node !== svg; node = node.parentElement) {
      x += Number(/translate\(([-\d.]+)/.exec(node.getAttribute('transform') ?? '')?.[1] ?? 0);
    }
    const halfWidth = ('TTM to Jun 2025'.length * 7) / 2; // 12 px type is about 7 px a character
    expect(Number(svg.getAttribute('width')) - x).toBeGreaterThanOrEqual(halfWidth);
  });
});
