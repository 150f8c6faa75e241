import { act, fireEvent, render, screen, within } from '@testing-library/react';
import type { ResearchV2 } from 'shared-types/api';
import { RESEARCH_V2_ARCHETYPES, researchV2Document } from 'shared-types/testing';
import { MessagesProvider } from '../../i18n/MessagesProvider';
import { showTheWorking } from '../../testing/showTheWorking';
import { GovernancePartV2 } from './GovernancePartV2';

/** What a message id looks like ('guidance.credibility.method'): a reader must never see one. */
const MESSAGE_ID = /\b[a-z_]+\.[a-z_]+\.[a-z0-9_.]+\b/;

const rowTexts = (table: HTMLElement) =>
  within(table)
    .getAllByRole('row')
    .map((row) => Array.from(row.querySelectorAll('th, td'), (cell) => cell.textContent));

/** The steady compounder with shareholding patterns, which no fixture archetype has. */
function withShareholding(): ResearchV2 {
  const document = researchV2Document('steady-compounder');
  document.governance.shareholding = {
    as_of: '2026-09-30',
    promoter: {
      latest: { value: 0.62, unit: 'fraction', period: '2026-09-30' },
      earlier: { value: 0.64, unit: 'fraction', period: '2025-09-30' },
      direction: 'down',
    },
    pledge: {
      share: { value: 0.3, unit: 'fraction', period: '2026-09-30' },
      level: 'concern',
      concern_above: { value: 0.25, unit: 'fraction' },
      red_flag_above: { value: 0.5, unit: 'fraction' },
    },
  };
  return document;
}

describe('GovernancePartV2 (Part 1 on v2)', () => {
  it('has the spec’s numbered sections and the guidance view’s fields', () => {
    render(<GovernancePartV2 document={researchV2Document('steady-compounder')} />);
    // The Part opens on the guidance's summary box; the numbered sections fold with the working.
    expect(screen.getByRole('heading', { level: 5, name: 'Summary' })).toBeVisible();
    expect(screen.queryByRole('heading', { name: '1. Future Forecast vs. Actuals (Past 5 Years)' })).toBeNull();
    expect(screen.queryByRole('heading', { name: '2. Management Guidance Analysis' })).toBeNull();
    showTheWorking();
    expect(screen.getByRole('heading', { level: 4, name: '1. Future Forecast vs. Actuals (Past 5 Years)' })).toBeInTheDocument();
    expect(screen.getByRole('heading', { level: 4, name: '2. Management Guidance Analysis' })).toBeInTheDocument();
    for (const name of ['Summary', 'Current Guidance', 'Key Insights']) expect(screen.getByRole('heading', { level: 5, name })).toBeInTheDocument();
    expect(screen.getByText('Key themes')).toBeInTheDocument();
    expect(screen.getByText('Credibility score')).toBeInTheDocument();
    expect(screen.getByRole('heading', { level: 5, name: 'Historical Comparison' })).toBeInTheDocument();
    expect(screen.getByRole('heading', { level: 5, name: 'Overall Credibility Assessment' })).toBeInTheDocument();
  });

  it('tables forecast against actuals year by year, met or missed as a chip', () => {
    render(<GovernancePartV2 document={researchV2Document('steady-compounder')} />);
    showTheWorking();
    const table = screen.getByRole('table', { name: 'Management guidance against results, year by year' });
    expect(rowTexts(table)).toEqual([
      ['Year', 'Metric', 'Guided', 'Actual', 'Accuracy', 'Met or missed'],
      ['FY2022', 'revenue growth', '15.0%', '15.0%', '100/100', 'Met'],
      ['FY2023', 'operating margin', '23.0%', '22.4%', '94/100', 'Missed'],
      ['FY2024', 'capex', '₹300 crore', '₹280 crore', '100/100', 'Met'],
      ['FY2025', 'revenue growth', '18.0%', '15.0%', '70/100', 'Missed'],
    ]);
  });

  it('shows management credibility as a bar with its number, and the key themes as chips', () => {
    render(<GovernancePartV2 document={researchV2Document('steady-compounder')} />);
    showTheWorking();
    const meter = screen.getByRole('meter', { name: 'Credibility score 91 out of 100' });
    expect(meter).toHaveAttribute('aria-valuenow', '91');
    expect(screen.getByText('91/100')).toBeInTheDocument();
    expect(screen.getByText('good')).toBeInTheDocument();
    expect(screen.getAllByRole('listitem').map((item) => item.textContent)).toEqual(expect.arrayContaining(['Capacity', 'Export', 'Value-added', 'Revenue']));
  });

  it('quotes the current guidance as filed, and folds the explanatory sentences behind the working', () => {
    render(<GovernancePartV2 document={researchV2Document('steady-compounder')} />);
    expect(screen.getByText('We guide to 16% revenue growth in FY2026.').tagName).toBe('BLOCKQUOTE');
    expect(screen.getByText('Q4 FY2025 earnings call')).toBeInTheDocument();
    const insight = screen.getByText('Largest miss: FY2025 revenue growth, 15.0% against 18.0% guided (accuracy 70/100).');
    expect(insight).not.toBeVisible();
    expect(screen.getByRole('meter', { name: 'Credibility score 91 out of 100' })).toBeVisible();
    const against = screen.getByText('Above the FY2020–FY2025 sales CAGR of 15.0% — ambitious against the record.');
    const record = screen.getByText(/^What the statements show for FY2021–FY2025: sales ₹2,011 crore \(FY2021\)/);
    expect(against).not.toBeVisible();
    expect(record).not.toBeVisible();
    showTheWorking();
    expect(insight).toBeVisible();
    expect(against).toBeVisible();
    expect(record).toBeVisible();
    expect(screen.getByText('Results have landed close to guidance, though only 2 of 4 targets were met outright; the misses were small.')).toBeVisible();
    expect(screen.getByText(/^Profit backed by cash: Operating cash flow ₹2,293 crore against net profit ₹2,084 crore/)).toBeVisible();
  });

  it('words each past guided figure against its result in the Historical Comparison', () => {
    render(<GovernancePartV2 document={researchV2Document('steady-compounder')} />);
    showTheWorking();
    const items = within(screen.getByRole('region', { name: 'Historical Comparison' }))
      .getAllByRole('listitem')
      .map((item) => item.textContent);
    expect(items).toEqual([
      'FY2022 revenue growth Guided 15.0%, actual 15.0%. Accuracy 100/100. Delivered exactly. We expect revenue to grow about 15% on new capacity.',
      'FY2023 operating margin Guided 23.0%, actual 22.4%. Accuracy 94/100. Missed by 0.6 points. Margins should reach 23% as value-added products scale up.',
      'FY2024 capex Guided ₹300 crore, actual ₹280 crore. Accuracy 100/100. On plan (7% below, within ±10%). Capex of ₹300 crore for the new plant.',
      'FY2025 revenue growth Guided 18.0%, actual 15.0%. Accuracy 70/100. Missed by 3 points. Export orders should lift growth to 18%.',
    ]);
  });

  it('lists the governance signals with their area and outcome', () => {
    render(<GovernancePartV2 document={researchV2Document('steady-compounder')} />);
    showTheWorking();
    const rows = rowTexts(screen.getByRole('table', { name: 'Governance signals read from the statements' }));
    expect(rows[0]).toEqual(['Signal', 'Area', 'Outcome']);
    expect(rows[1]).toEqual(['Profit backed by cash', 'Earnings quality', 'no concern']);
    expect(rows).toHaveLength(8);
  });

  it('shows shareholding, pledges, the share count and the dividend as facts with chips', () => {
    render(<GovernancePartV2 document={withShareholding()} />);
    showTheWorking();
    const facts = within(screen.getByRole('region', { name: 'Shareholding and dividends' }));
    expect(facts.getByText('Promoter holding').nextSibling?.textContent).toBe('62.0% Down');
    expect(facts.getByText('Pledged promoter shares').nextSibling?.textContent).toBe('30.0% Concern');
    expect(facts.getByText('Change in shares outstanding').nextSibling?.textContent).toBe('0.0% over FY2022–FY2025 ');
    expect(facts.getByText('Dividend payout').nextSibling?.textContent).toBe('25.0% of net profit (₹138 crore)');
    expect(facts.getByText(/^Pledged promoter shares: 30.0% of the promoter group’s shares pledged/)).toBeVisible();
  });

  it('says what is missing for a company without guidance or statements', () => {
    render(<GovernancePartV2 document={researchV2Document('no-statements')} />);
    expect(screen.getByText('No past management guidance is on record for this company, so forecasts cannot be checked against actuals.')).toBeInTheDocument();
    expect(screen.getByText(/^No current guidance is on record/)).toBeInTheDocument();
    expect(screen.getByText('No governance signal could be read from the statements.')).toBeInTheDocument();
    expect(screen.getAllByText('Not stated')).toHaveLength(2);
    expect(screen.queryByRole('meter')).toBeNull();
    showTheWorking();
    expect(screen.getByText(/^No financial statements have been imported yet/)).toBeVisible();
  });

  it.each(RESEARCH_V2_ARCHETYPES)('renders %s without a message id', (archetype) => {
    const { container } = render(<GovernancePartV2 document={researchV2Document(archetype)} />);
    showTheWorking();
    expect(screen.getByRole('heading', { level: 4, name: '2. Management Guidance Analysis' })).toBeInTheDocument();
    expect(container.textContent).not.toMatch(MESSAGE_ID);
  });

  it('shows a newer server’s ids, outcomes and codes sensibly, and an unknown figure as n/a', () => {
    const document = withShareholding();
    const g = document.governance;
    g.signals.push({ id: 'auditor_change', outcome: 'watch', reason: { code: 'governance.auditor.changed' } });
    g.guidance.comparisons.push({
      fy: 'FY2025',
      metric: 'order_book_crore',
      guided: { value: 900, unit: 'inr_crore' },
      actual: { value: null, unit: 'inr_crore' },
      outcome: 'pending',
      accuracy: { value: null, unit: 'score' },
    });
    g.guidance.themes = ['capacity', 'green_energy'];
    if (g.shareholding?.pledge !== undefined) g.shareholding.pledge.level = 'extreme';
    const { container } = render(<GovernancePartV2 document={document} />);
    showTheWorking();
    const forecast = rowTexts(screen.getByRole('table', { name: 'Management guidance against results, year by year' }));
    expect(forecast[forecast.length - 1]).toEqual(['FY2025', 'Other guided figure', '₹900 crore', 'n/a', 'n/a/100', 'Not judged']);
    const signals = rowTexts(screen.getByRole('table', { name: 'Governance signals read from the statements' }));
    expect(signals[signals.length - 1]).toEqual(['Another signal', 'n/a', 'Not judged']);
    expect(screen.getByText('Another signal: No explanation is available for this item.')).toBeInTheDocument();
    expect(screen.getByText('Other theme')).toBeInTheDocument();
    expect(screen.getByText('Pledged promoter shares').nextSibling?.textContent).toBe('30.0% ');
    expect(container.textContent).not.toMatch(MESSAGE_ID);
    expect(container.textContent).not.toMatch(/auditor_change|order_book|green_energy|extreme|pending/);
  });

  it('heads the Part in Hindi and marks management’s quoted words and English fallbacks as English', async () => {
    await act(async () => {
      render(
        <MessagesProvider locale="hi">
          <GovernancePartV2 document={researchV2Document('steady-compounder')} />
        </MessagesProvider>,
      );
    });
    fireEvent.click(await screen.findByRole('button', { name: 'गणना दिखाएँ' }));
    expect(screen.getByRole('heading', { level: 4, name: '1. भावी अनुमान बनाम वास्तविक परिणाम (पिछले 5 वर्ष)' })).toBeInTheDocument();
    expect(screen.getByRole('heading', { level: 4, name: '2. प्रबंधन के मार्गदर्शन का विश्लेषण' })).toBeInTheDocument();
    expect(screen.getByRole('heading', { level: 4, name: 'गवर्नेंस के संकेत' })).toBeInTheDocument();
    const table = screen.getByRole('table', { name: 'प्रबंधन का मार्गदर्शन बनाम वास्तविक परिणाम, वर्षवार' });
    expect(rowTexts(table)[2]).toEqual(['FY2023', 'परिचालन मार्जिन', '23.0%', '22.4%', '94/100', 'चूक गया']);
    expect(screen.getByRole('meter', { name: 'विश्वसनीयता स्कोर 100 में से 91' })).toBeInTheDocument();
    expect(screen.getByText('We guide to 16% revenue growth in FY2026.')).toHaveAttribute('lang', 'en');
    expect(screen.getByText('Q4 FY2025 earnings call')).toHaveAttribute('lang', 'en');
    expect(screen.getByText(/^Delivered 2 of 4 guided figures/)).toHaveAttribute('lang', 'en');
    expect(screen.getByText(/^सबसे बड़ी चूक: FY2025 में राजस्व वृद्धि/)).not.toHaveAttribute('lang');
  });
});
