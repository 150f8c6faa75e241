import { act, render, screen, within } from '@testing-library/react';
import type { ResearchV2 } from 'shared-types/api';
import { RESEARCH_V2_ARCHETYPES, researchV2Document } from 'shared-types/testing';
import { MessagesProvider } from '../../i18n/MessagesProvider';
import { showTheWorking } from '../../testing/showTheWorking';
import { RisksPartV2 } from './RisksPartV2';

/** What a message id looks like ('risk.leverage.high'): a reader must never see one. */
const MESSAGE_ID = /\b[a-z_]+\.[a-z_]+\.[a-z0-9_.]+\b/;

const table = () => screen.getByRole('table', { name: 'Operational risk factors' });
const rowOf = (name: string) => screen.getByRole('rowheader', { name }).closest('tr') as HTMLElement;
const cellsOf = (name: string) =>
  within(rowOf(name))
    .getAllByRole('cell')
    .map((cell) => cell.textContent);

describe('RisksPartV2 (Part 2 on v2)', () => {
  it('heads the table Risk Factor, Assessment, Data, and Justification once the working is shown', () => {
    render(<RisksPartV2 document={researchV2Document('steady-compounder')} />);
    const headers = () =>
      within(table())
        .getAllByRole('columnheader')
        .filter((th) => !th.hidden)
        .map((th) => th.textContent);
    expect(headers()).toEqual(['Risk Factor', 'Assessment', 'Data']);
    expect(screen.getByText(/^Borrowings are .* net worth, within the 1.00× threshold/)).not.toBeVisible();
    showTheWorking();
    expect(headers()).toEqual(['Risk Factor', 'Assessment', 'Data', 'Justification']);
    expect(screen.getByText(/^Borrowings are .* net worth, within the 1.00× threshold/)).toBeVisible();
  });

  it('shows each factor’s assessment as the spec’s word, its figures against the threshold, and not-assessed factors as such', () => {
    render(<RisksPartV2 document={researchV2Document('steady-compounder')} />);
    showTheWorking();
    expect(cellsOf('High leverage (debt to equity)').slice(0, 2)).toEqual(['NO', 'D/E 0.02× · threshold 1.00×FY2025']);
    expect(cellsOf('Weak interest cover')[1]).toMatch(/^EBIT \/ interest 164.*× · threshold 3.*×FY2025$/);
    expect(cellsOf('Revenue volatility or decline')[1]).toMatch(/^Sales fell in 0 of 9 years · growth deviation/);
    const distress = cellsOf("Financial distress (Altman Z'')");
    expect(distress.slice(0, 2)).toEqual(['N/A', 'Not assessed']);
    expect(distress[2]).toMatch(/^Not assessed — current assets and current liabilities are unknown/);
  });

  it('reads right for a lender: its own factors, and the ones that do not apply shown as not applicable', () => {
    render(<RisksPartV2 document={researchV2Document('lender')} />);
    showTheWorking();
    expect(cellsOf('Thin capital cushion (net worth / total assets)').slice(0, 2)).toEqual(['NO', 'Net worth / total assets 12.9% · threshold 6.0%FY2025']);
    expect(cellsOf('Low return on equity')[1]).toMatch(/^ROE 15.4% · threshold 10.0%/);
    expect(cellsOf('High leverage (debt to equity)')).toEqual([
      'N/A',
      'Not applicable',
      'Not assessed — a lender’s borrowings fund its loan book, so D/E is not a risk measure here; the capital cushion is assessed instead.',
    ]);
    expect(screen.getByText(/As a lender, leverage, interest cover/)).toBeVisible();
    expect(screen.getByText(/Not in the data, so not assessed: capital adequacy \(CRAR\), the CET1 ratio/)).toBeVisible();
  });

  it("shows the 'Overall Risk Assessment' box with the level as a chip and its reason", () => {
    render(<RisksPartV2 document={researchV2Document('steady-compounder')} />);
    const box = within(screen.getByRole('region', { name: 'Overall Risk Assessment' }));
    expect(box.getByText('Overall level: Low')).toBeInTheDocument();
    expect(box.getByText('No risk flagged')).toBeInTheDocument();
    expect(box.getByText('Overall operational risk: Low. 0 of 10 assessed factors are flagged.')).toBeVisible();
    expect(box.getByText(/^Rule: distress or negative net worth/)).not.toBeVisible();
    showTheWorking();
    expect(box.getByText(/^Rule: distress or negative net worth/)).toBeVisible();
    expect(box.getByText(/^Not assessed for want of data or because they do not apply: Financial distress/)).toBeVisible();
  });

  it('names the flagged factors and marks a severe flag', () => {
    const document = researchV2Document('steady-compounder');
    const leverage = document.risks.factors[0];
    if (leverage === undefined) throw new Error('fixture changed');
    Object.assign(leverage, { outcome: 'flag', severe: true, reason: { code: 'risk.leverage.high' } });
    document.risks.level = 'high';
    render(<RisksPartV2 document={document} />);
    expect(cellsOf('High leverage (debt to equity)')[0]).toBe('YESSevere');
    const box = within(screen.getByRole('region', { name: 'Overall Risk Assessment' }));
    expect(box.getByText('Overall level: High')).toBeInTheDocument();
    expect(box.getByText('1 risk flagged')).toBeInTheDocument();
    expect(box.getByText('Flagged: High leverage (debt to equity).')).toBeInTheDocument();
  });

  it("says 'No operational risk data available' and why when there are no statements", () => {
    render(<RisksPartV2 document={researchV2Document('no-statements')} />);
    expect(screen.queryByRole('table')).toBeNull();
    expect(screen.getByText('No operational risk data available')).toBeInTheDocument();
    expect(screen.getByText('No overall level')).toBeInTheDocument();
    expect(screen.getByText('No financial statements imported yet, so operational risks cannot be assessed.')).toBeInTheDocument();
  });

  it.each(RESEARCH_V2_ARCHETYPES)('renders %s without a message id', (archetype) => {
    const { container } = render(<RisksPartV2 document={researchV2Document(archetype)} />);
    showTheWorking();
    expect(screen.getByRole('heading', { level: 4, name: 'Overall Risk Assessment' })).toBeInTheDocument();
    expect(container.textContent).not.toMatch(MESSAGE_ID);
  });

  it('shows a newer server’s factor, outcome, level and reason sensibly, and leaves out a figure with no value', () => {
    const document: ResearchV2 = researchV2Document('steady-compounder');
    document.risks.factors.push({
      id: 'customer_concentration',
      outcome: 'watch',
      figures: { top_customer_share: { value: 0.4, unit: 'fraction' } },
      reason: { code: 'risk.customer_concentration.high' },
    });
    const leverage = document.risks.factors[0];
    if (leverage?.figures?.debt_to_equity === undefined) throw new Error('fixture changed');
    leverage.figures.debt_to_equity.value = null;
    leverage.figures.net_worth = { value: null, unit: 'inr_crore' };
    document.risks.level = 'elevated';
    const { container } = render(<RisksPartV2 document={document} />);
    showTheWorking();
    expect(cellsOf('Another risk factor')).toEqual(['See Justification', '40.0%', 'No explanation is available for this item.']);
    expect(cellsOf('High leverage (debt to equity)')[1]).toBe('threshold 1.00×FY2025');
    expect(screen.queryByText(/Overall level/)).toBeNull();
    expect(screen.getByText('No risk flagged')).toBeInTheDocument();
    expect(container.textContent).not.toMatch(MESSAGE_ID);
    expect(container.textContent).not.toMatch(/elevated|watch|customer_concentration/);
  });

  it('heads and words the table in Hindi, marking English fallbacks', async () => {
    const document = researchV2Document('steady-compounder');
    Object.assign(document.risks.factors[1] ?? {}, { outcome: 'not_applicable', figures: undefined, reason: { code: 'risk.interest_cover.lender' } });
    await act(async () => {
      render(
        <MessagesProvider locale="hi">
          <RisksPartV2 document={document} />
        </MessagesProvider>,
      );
    });
    await screen.findByRole('columnheader', { name: 'जोखिम कारक' });
    expect(screen.getByRole('heading', { level: 4, name: 'जोखिम का समग्र आकलन' })).toBeInTheDocument();
    expect(screen.getByRole('table', { name: 'परिचालन जोखिम कारक' })).toBeInTheDocument();
    expect(cellsOf('घाटा').slice(0, 2)).toEqual(['नहीं', '5 वर्षों में से 0 में घाटा · शुद्ध लाभ ₹551 करोड़FY2025']);
    expect(screen.getByText('समग्र स्तर: कम')).toBeInTheDocument();
    // Not assessed and not applicable are both the spec's N/A in English; Hindi says which.
    expect(cellsOf('वित्तीय संकट (Altman Z″)')[0]).toBe('आकलन नहीं');
    expect(cellsOf('ब्याज चुकाने की कमज़ोर क्षमता')[0]).toBe('लागू नहीं');
    // A factor the catalogue has Hindi for is worded in Hindi, not marked English (WCAG 3.1.2).
    expect(screen.getByRole('rowheader', { name: 'ऊँचा कर्ज़ (कर्ज़ / इक्विटी)' })).not.toHaveAttribute('lang');
    expect(screen.getByRole('rowheader', { name: 'घाटा' })).not.toHaveAttribute('lang');
    // The overall sentence is Hindi throughout, its level word included.
    expect(screen.getByText('समग्र परिचालन जोखिम: कम। आकलन किए गए 9 कारकों में से 0 पर चेतावनी है।')).not.toHaveAttribute('lang');
  });
});
