import { act, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { type PriceHistory } from 'shared-types/api';
import { ARAVALI_PRICES, HttpResponse, http } from 'shared-types/testing';
import { server } from 'shared-types/testing/server';
import { PriceSection } from '../companyPage/PriceSection';
import { renderWithShell } from '../testing/renderWithShell';
import { PriceChart } from './PriceChart';

// 3 Jul 2025: the fixture's last close (30 Jun 2025) is 3 days old; its first is 31 Mar 2024.
const now = new Date(2025, 6, 3);

// React.lazy resolves inside act, so the chart chunk has loaded when this returns.
async function renderChart(history: PriceHistory) {
  await act(async () => {
    renderWithShell(<PriceChart history={history} now={now} />);
  });
}

const rangeButton = (name: string) => within(screen.getByRole('group', { name: 'Price range' })).getByRole('button', { name });

describe('PriceChart', () => {
  it('offers 1M to Max, the year pressed first, with the chart named by its range', async () => {
    await renderChart(ARAVALI_PRICES);
    const buttons = within(screen.getByRole('group', { name: 'Price range' })).getAllByRole('button');
    expect(buttons.map((button) => [button.textContent, button.getAttribute('aria-pressed')])).toEqual([
      ['1M', 'false'],
      ['6M', 'false'],
      ['1Y', 'true'],
      ['3Y', 'false'],
      ['5Y', 'false'],
      ['Max', 'false'],
    ]);
    expect(screen.getByRole('img', { name: 'Price chart, 1Y' })).toBeInTheDocument();
  });

  it('disables a range with fewer than two points and says why', async () => {
    await renderChart(ARAVALI_PRICES);
    const month = rangeButton('1M');
    expect(month).toHaveAttribute('aria-disabled', 'true');
    expect(month).toHaveAccessibleDescription('1M: 1 close in the last month');
    await userEvent.click(month);
    expect(month).toHaveAttribute('aria-pressed', 'false');
    expect(rangeButton('6M')).not.toHaveAttribute('aria-disabled');
  });

  it('switches range and says the chart in words for screen readers', async () => {
    await renderChart(ARAVALI_PRICES);
    await userEvent.click(rangeButton('Max'));
    expect(rangeButton('Max')).toHaveAttribute('aria-pressed', 'true');
    const chart = await screen.findByRole('img', { name: 'Price chart, Max' });
    expect(chart).toHaveAccessibleDescription('From ₹350.00 on 31 Mar 2024 to ₹412.50 on 30 Jun 2025 (+17.9%). Lowest ₹350.00, highest ₹420.00.');
    const table = screen.getByRole('table', { name: 'Prices, Max' });
    expect(within(table).getAllByRole('row')).toHaveLength(ARAVALI_PRICES.points.length + 1);
    expect(within(table).getAllByText('Fiscal year-end price')).toHaveLength(2);
  });

  it('draws fiscal-year-end prices as marked points, with a legend', async () => {
    await renderChart(ARAVALI_PRICES);
    await userEvent.click(rangeButton('Max'));
    const chart = await screen.findByRole('img', { name: 'Price chart, Max' });
    expect([...chart.querySelectorAll('[data-year-end]')].map((mark) => mark.getAttribute('data-year-end'))).toEqual(['2024-03-31', '2025-03-31']);
    expect(screen.getByText('Fiscal year-end price (from a Screener export)')).toBeInTheDocument();
  });

  it("says 'No price history yet' below two points in all", async () => {
    await renderChart({ points: [{ date: '2025-06-30', close: 412.5, kind: 'close' }], adjusted_for: [] });
    expect(screen.getByText('No price history yet')).toBeInTheDocument();
    expect(screen.queryByRole('group', { name: 'Price range' })).toBeNull();
  });

  it('names the splits and bonuses the closes were adjusted for', async () => {
    await renderChart({ ...ARAVALI_PRICES, adjusted_for: [{ ex_date: '2024-12-12', kind: 'split', share_multiplier: 2 }] });
    expect(screen.getByText('Closes before a split or bonus are adjusted for it: split ×2 on 12 Dec 2024.')).toBeInTheDocument();
  });
});

describe('PriceSection', () => {
  it("loads the closes by the company's key under 'Price chart'", async () => {
    await act(async () => {
      renderWithShell(<PriceSection lookupKey="ARAVALI" />);
    });
    const section = await screen.findByRole('region', { name: 'Price chart' });
    expect(await within(section).findByRole('group', { name: 'Price range' })).toBeInTheDocument();
  });

  it('says when the closes could not be loaded, and tries again', async () => {
    server.use(http.get('/api/company/by-key/:key/prices', () => HttpResponse.json({ error: 'internal', message: 'boom' }, { status: 500 })));
    await act(async () => {
      renderWithShell(<PriceSection lookupKey="ARAVALI" />);
    });
    expect(await screen.findByText(/The price history could not be loaded\./)).toBeInTheDocument();
    server.resetHandlers();
    await userEvent.click(screen.getByRole('button', { name: 'Try again' }));
    expect(await screen.findByRole('group', { name: 'Price range' })).toBeInTheDocument();
  });
});
