import { act, fireEvent, render, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { type ReceivedCompanyDetails } from 'shared-types/api';
import { PART1_TITLE, PART4_TITLE } from 'shared-types/api/fields';
import { makeDetails, parsedDetails } from 'shared-types/testing';
import { CompanyDetailsView } from '../CompanyDetailsView';
import { renderWithShell } from '../testing/renderWithShell';
import { InvestorLensesCard } from './InvestorLensesCard';
import { LENSES } from './lensesFixture';
import { magicFormulaRank } from './peerRank';

const details = (extra: Record<string, unknown> = { investor_lenses: LENSES }): ReceivedCompanyDetails => parsedDetails({ ...makeDetails(), ...extra });
const card = () => screen.getByRole('region', { name: 'Investor Lenses' });
const selectedTab = () => screen.getAllByRole('tab').find((t) => t.getAttribute('aria-selected') === 'true');

describe('InvestorLensesCard', () => {
  it("shows one tab per lens and the first lens: the catalogue's source, labels and thresholds, counts from the criteria and the table", () => {
    render(<InvestorLensesCard details={details()} />);
    const tabs = within(screen.getByRole('tablist', { name: 'Investor lenses' })).getAllByRole('tab');
    expect(tabs.map((t) => t.textContent)).toEqual(['Graham', 'Buffett', 'Lynch', 'Greenblatt', 'Piotroski']);
    expect(selectedTab()).toHaveTextContent('Graham');
    const panel = screen.getByRole('tabpanel', { name: 'Graham' });
    expect(within(panel).getByRole('heading', { level: 4 })).toHaveTextContent("Graham's defensive investor");
    expect(panel).toHaveTextContent('Source: Benjamin Graham, The Intelligent Investor, 4th rev. ed. (1973), ch. 14');
    expect(panel).toHaveTextContent('Passes 2 of 3 criteria assessed; 1 not assessable.');
    expect(within(panel).getByText('Passed').nextSibling).toHaveTextContent('2');
    expect(within(panel).getByText('Failed').nextSibling).toHaveTextContent('1');
    expect(within(panel).getByText('Not assessable', { selector: 'dt' }).nextSibling).toHaveTextContent('1');
    // The criteria table is the lens's working, folded until asked for.
    expect(within(panel).queryByRole('table')).not.toBeInTheDocument();
    const show = within(panel).getByRole('button', { name: 'Show the working' });
    expect(show).toHaveAttribute('aria-expanded', 'false');
    fireEvent.click(show);
    const table = within(panel).getByRole('table', { name: 'Graham criteria' });
    expect(
      within(table)
        .getAllByRole('columnheader')
        .map((h) => h.textContent),
    ).toEqual(['Criterion', 'Outcome', "Company's figure", 'Threshold']);
    const rows = within(table).getAllByRole('row').slice(1);
    expect(rows.map((r) => r.textContent)).toEqual([
      'Size✓ Pass₹3,518 crore (FY2025)Sales ≥ ₹2,000 crore a year: ' +
        "the app's large-company floor, as Graham's $100 million of sales (1973) does not convert literally",
      'Current ratio– Not assessablen/aNote: current assets and current liabilities are not in the imported dataCurrent ratio ≥ 2',
      'Dividend record✓ Passpaid in all 10 years (FY2016–FY2025)Note: judged on 10 years (FY2016–FY2025): Graham asks for 20Dividends every year for 20 years',
      'P/E✗ Fail34.6P/E ≤ 15 on 3-year average EPS',
    ]);
  });

  it("opens on the user's lens; 'standard' or an unknown lens opens the first", () => {
    const { rerender } = render(<InvestorLensesCard details={details()} initialLens="lynch" />);
    expect(selectedTab()).toHaveTextContent('Lynch');
    expect(screen.getByRole('tabpanel')).toHaveTextContent('Category: Stalwart (EPS grew 16.3% a year over 5 years)');
    rerender(<InvestorLensesCard details={details()} initialLens="standard" />);
    expect(selectedTab()).toHaveTextContent('Graham');
    rerender(<InvestorLensesCard details={details()} initialLens="dalio" />);
    expect(selectedTab()).toHaveTextContent('Graham');
  });

  it('moves between tabs with the arrow keys, Home and End, keeping one tab in the tab order', async () => {
    const user = userEvent.setup();
    render(<InvestorLensesCard details={details()} />);
    await user.tab();
    expect(screen.getByRole('tab', { name: 'Graham' })).toHaveFocus();
    await user.keyboard('{ArrowRight}');
    expect(screen.getByRole('tab', { name: 'Buffett' })).toHaveFocus();
    expect(selectedTab()).toHaveTextContent('Buffett');
    expect(screen.getAllByRole('tab').map((t) => t.tabIndex)).toEqual([-1, 0, -1, -1, -1]);
    await user.keyboard('{ArrowLeft}{ArrowLeft}');
    expect(screen.getByRole('tab', { name: 'Piotroski' })).toHaveFocus();
    await user.keyboard('{Home}');
    expect(selectedTab()).toHaveTextContent('Graham');
    await user.keyboard('{End}');
    expect(selectedTab()).toHaveTextContent('Piotroski');
    await user.click(screen.getByRole('tab', { name: 'Buffett' }));
    expect(screen.getByRole('tabpanel', { name: 'Buffett' })).toHaveTextContent('High ROE');
  });

  it("shows Greenblatt's industry rank from the peer comparison, or says it is not available", async () => {
    const user = userEvent.setup();
    const { unmount } = render(<InvestorLensesCard details={details()} initialLens="greenblatt" />);
    const row = () => within(screen.getByRole('table')).getByRole('rowheader', { name: 'Rank in industry' }).closest('tr') as HTMLElement;
    await user.click(screen.getByRole('button', { name: 'Show the working' }));
    expect(row()).toHaveTextContent('Rank in industry not available');
    unmount();
    render(
      <InvestorLensesCard details={details({ investor_lenses: LENSES, peer_comparison: { company: { magic_formula_rank: 3, magic_formula_of: 12 } } })} />,
    );
    await user.click(screen.getByRole('tab', { name: 'Greenblatt' }));
    await user.click(screen.getByRole('button', { name: 'Show the working' }));
    expect(row()).toHaveTextContent('3 of 12');
    expect(row()).toHaveTextContent('Ranked');
  });

  it('reads the rank tolerantly', () => {
    expect(magicFormulaRank({})).toBeNull();
    expect(magicFormulaRank({ peer_comparison: { company: { magic_formula_rank: '3' } } })).toBeNull();
    expect(magicFormulaRank({ peer_comparison: { company: { magic_formula_rank: 2, magic_formula_of: 1 } } })).toEqual({ rank: 2, of: null });
    expect(magicFormulaRank({ peer_comparison: { company: { magic_formula_rank: 1 } } })).toEqual({ rank: 1, of: null });
  });

  it("shows the empty state when the section is missing, and 'Error rendering this section' when it cannot be read", () => {
    const { rerender } = render(<InvestorLensesCard details={details({})} />);
    expect(card()).toHaveTextContent('No investor lens data available');
    rerender(<InvestorLensesCard details={details({ investor_lenses: { lenses: [] } })} />);
    expect(card()).toHaveTextContent('No investor lens data available');
    rerender(<InvestorLensesCard details={details({ investor_lenses: { lenses: 7 } })} />);
    expect(card()).toHaveTextContent('Error rendering this section');
    rerender(<InvestorLensesCard details={details({ investor_lenses: JSON.stringify(LENSES) })} />);
    expect(screen.getAllByRole('tab')).toHaveLength(5);
  });

  it('shows an outcome this build does not know as sent, neutrally, and a criterion the catalogue lacks by its own words', () => {
    const graham = { ...LENSES.lenses[0], criteria: [{ id: 'x', label: 'New test', threshold: 'T ≤ 1', figure: '1', outcome: 'watch' }] };
    render(<InvestorLensesCard details={details({ investor_lenses: { lenses: [graham] } })} />);
    fireEvent.click(screen.getByRole('button', { name: 'Show the working' }));
    expect(screen.getByText('watch')).toHaveAttribute('data-outcome', 'watch');
    expect(screen.getByRole('rowheader', { name: 'New test' }).closest('tr')).toHaveTextContent('T ≤ 1');
  });

  it('names a lens the catalogue lacks by its own name, else its id', () => {
    const dalio = { id: 'dalio', name: 'Dalio principles', source: 'Principles (2017)', criteria: [{ id: 'debt_cycle', outcome: 'pass' }] };
    render(<InvestorLensesCard details={details({ investor_lenses: { lenses: [dalio, { id: 'marks', criteria: [] }] } })} />);
    expect(screen.getAllByRole('tab').map((t) => t.textContent)).toEqual(['Dalio principles', 'marks']);
    expect(screen.getByRole('tabpanel')).toHaveTextContent('Source: Principles (2017)');
    fireEvent.click(screen.getByRole('button', { name: 'Show the working' }));
    expect(screen.getByRole('rowheader', { name: 'debt_cycle' })).toBeInTheDocument();
  });

  // The section bar's order (docs/company-page.md 'Reading the page'): after the peers, before the Parts.
  it('comes after Peer Comparison and before Part 1 in the result view, once', async () => {
    await act(async () => {
      renderWithShell(<CompanyDetailsView details={details()} company={{ id: 'c', name: 'Steady Compounder Ltd', code: 'STEADY' }} />);
    });
    const titles = screen.getAllByRole('heading', { level: 3 }).map((h) => h.textContent);
    expect(titles.filter((t) => t === 'Investor Lenses')).toHaveLength(1);
    expect(titles.indexOf('Investor Lenses')).toBeGreaterThan(titles.indexOf('Peer Comparison'));
    expect(titles.indexOf('Investor Lenses')).toBeLessThan(titles.indexOf(PART1_TITLE));
    expect(titles.indexOf(PART4_TITLE)).toBeGreaterThan(titles.indexOf(PART1_TITLE));
  });
});
