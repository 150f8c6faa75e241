import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { INCOME_FIGURE_KEYS, type StatementsResponse } from 'shared-types/api';
import { http, HttpResponse, statementsAnswer } from 'shared-types/testing';
import { server } from 'shared-types/testing/server';
import { renderWithShell } from '../testing/renderWithShell';
import { StatementsCard } from './StatementsCard';

const COMPANY = { id: 'c-aravali', name: 'Aravali Cement Works' };

/** Every income figure filled in: a long filing's table (22 rows and more, as a large company's). */
function longAnswer(): StatementsResponse {
  const answer = statementsAnswer();
  const all = Object.fromEntries(INCOME_FIGURE_KEYS.map((key, index) => [key, 100 + index]));
  return { ...answer, quarterly: answer.quarterly.map((period) => ({ ...period, figures: { ...period.figures, ...all } })) };
}

// The core line items a company's and a lender's results are read by, in the catalogue's order.
const CORE = [
  'Revenue',
  'Expenses',
  'Operating profit',
  'Profit before tax',
  'Net profit',
  'EPS, basic (₹)',
  'Interest earned',
  'Operating profit before provisions',
  'Gross NPA %',
];

const rowNames = (table: HTMLElement) =>
  within(table)
    .queryAllByRole('rowheader')
    .map((header) => header.textContent);

describe('a long statement table (issue 30 item 6)', () => {
  it("shows its core line items, the rest behind 'Show all n rows', kept in the table and in order", async () => {
    server.use(http.get('/api/company/:id/statements', () => HttpResponse.json(longAnswer())));
    renderWithShell(<StatementsCard company={COMPANY} />);
    const table = await screen.findByRole('table', { name: 'Quarterly results' });
    expect(rowNames(table)).toEqual(CORE);

    const total = INCOME_FIGURE_KEYS.length;
    const show = screen.getByRole('button', { name: `Show all ${total} rows` });
    expect(show).toHaveAttribute('aria-expanded', 'false');
    // The folded rows stay in the table, hidden, where they belong in the catalogue's order.
    const body = document.getElementById(show.getAttribute('aria-controls')!)!;
    expect(table).toContainElement(body);
    expect(within(body).getByRole('rowheader', { name: 'Other income', hidden: true }).closest('tr')).not.toBeVisible();

    await userEvent.click(show);
    expect(rowNames(table)).toHaveLength(total);
    expect(rowNames(table).slice(0, 3)).toEqual(['Revenue', 'Other income', 'Total income']);
    const fewer = screen.getByRole('button', { name: 'Show the main rows' });
    expect(fewer).toHaveAttribute('aria-expanded', 'true');
    // The same button, renamed: focus stays on it.
    expect(fewer).toBe(show);
    expect(fewer).toHaveFocus();
    await userEvent.keyboard('{Enter}');
    expect(rowNames(table)).toEqual(CORE);
  });

  it('folds nothing in a short table', async () => {
    renderWithShell(<StatementsCard company={COMPANY} />);
    await screen.findByRole('table', { name: 'Quarterly results' });
    expect(screen.queryByRole('button', { name: /^Show all \d+ rows$/ })).not.toBeInTheDocument();
  });
});
