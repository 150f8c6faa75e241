import { fireEvent, render, screen, within } from '@testing-library/react';
import type { ResearchV2 } from 'shared-types/api';
import { researchV2Document, RESEARCH_V2_ARCHETYPES } from 'shared-types/testing';
import { showTheWorking } from '../../testing/showTheWorking';
import { renderInHindi } from './renderInHindi';
import { ReportPartV2 } from './ReportPartV2';

/** What a message id looks like ('view.part_3.moat'): a reader must never see one. */
const MESSAGE_ID = /\b[a-z][a-z_0-9]*(\.[a-z][a-z_0-9]*)+\b/;

const SECTION_TITLES = [
  '1. Overall Investigation',
  '2. Business Model and Moat',
  '3. Risks and Quality',
  "4. Owner's Earnings and Margin of Safety",
  '5. 3-10 Year Hold Scenarios',
];

function textOf(container: HTMLElement): string[] {
  const walker = document.createTreeWalker(container, NodeFilter.SHOW_TEXT);
  const texts: string[] = [];
  while (walker.nextNode()) texts.push((walker.currentNode.textContent ?? '').trim());
  return texts.filter((text) => text !== '');
}

describe('ReportPartV2: Part 3 of the v2 answer', () => {
  it.each(RESEARCH_V2_ARCHETYPES)('titles its five sections as the spec does, in order, opening on the first (%s)', (archetype) => {
    render(<ReportPartV2 document={researchV2Document(archetype)} />);
    expect(screen.getAllByRole('heading', { level: 4 }).map((heading) => heading.textContent)).toEqual(SECTION_TITLES.slice(0, 1));
    showTheWorking();
    expect(screen.getAllByRole('heading', { level: 4 }).map((heading) => heading.textContent)).toEqual(SECTION_TITLES);
  });

  it.each(RESEARCH_V2_ARCHETYPES)('words every reason it shows, never a message id or the unknown-reason fallback (%s)', (archetype) => {
    const { container } = render(<ReportPartV2 document={researchV2Document(archetype)} />);
    showTheWorking();
    const texts = textOf(container);
    expect(texts.filter((text) => MESSAGE_ID.test(text))).toEqual([]);
    expect(texts.filter((text) => text.includes('No explanation is available'))).toEqual([]);
  });

  it('opens on the overall investigation’s figures; one button shows its sentences and the other sections', () => {
    render(<ReportPartV2 document={researchV2Document('steady-compounder')} />);
    const sentence = screen.getByText(/Returns well above the cost of capital, sustained year after year/);
    expect(sentence).not.toBeVisible();
    expect(screen.getByRole('table', { name: 'Key figures of the overall investigation' })).toBeVisible();
    expect(screen.queryByRole('table', { name: 'Returns on capital, margins and reinvestment' })).toBeNull();
    expect(screen.getAllByRole('button', { name: 'Show the working' })).toHaveLength(1);
    showTheWorking();
    expect(sentence).toBeVisible();
    expect(screen.getByRole('table', { name: 'Returns on capital, margins and reinvestment' })).toBeVisible();
    expect(screen.getByRole('button', { name: 'Hide the working' })).toHaveAttribute('aria-expanded', 'true');
  });

  it('reads right with no statements: each section says what is missing', () => {
    render(<ReportPartV2 document={researchV2Document('no-statements')} />);
    expect(screen.getByText('No financial statements have been imported yet, so there is nothing to analyse beyond the listing.')).toBeVisible();
    showTheWorking();
    expect(screen.getByText('No financial statements imported yet: returns on capital, margins and reinvestment cannot be assessed.')).toBeVisible();
    expect(screen.getByText('No financial statements imported yet: the F-score, Altman Z and Beneish M cannot be computed.')).toBeVisible();
    expect(screen.getByText(/owner’s earnings, intrinsic value and margin of safety cannot be estimated/)).toBeVisible();
    expect(screen.getByText('No scenarios data available')).toBeVisible();
    expect(screen.getByText('No financial statements imported yet, so no scenario can be built.')).toBeVisible();
  });

  it('names what a newer engine sends that this build does not know, and words an unknown reason plainly', () => {
    const document: ResearchV2 = researchV2Document('steady-compounder');
    const { report, value, hold } = document;
    report.moat!.verdict = { code: 'report.moat.future_reading' };
    report.overview.returns!.level = 'stellar';
    report.quality!.piotroski!.criteria[0] = { id: 'new_test', outcome: 'maybe', reason: { code: 'report.piotroski.new_test' } };
    value.models[0] = { ...value.models[0]!, id: 'magic_formula' };
    value.fat_pitch.outcome = 'perhaps';
    hold.scenarios![2] = { ...hold.scenarios![2]!, id: 'crash' };
    const { container } = render(<ReportPartV2 document={document} />);
    showTheWorking();
    expect(screen.getByText('Moat not judged')).toBeInTheDocument();
    expect(screen.getByText('Another test: n/a')).toBeInTheDocument();
    expect(within(screen.getByRole('table', { name: 'Valuation models' })).getByRole('rowheader', { name: 'Another model' })).toBeInTheDocument();
    expect(screen.getByText('Not judged')).toBeInTheDocument();
    expect(within(screen.getByRole('table', { name: '3-10 year hold scenarios' })).getByRole('rowheader', { name: 'Another case' })).toBeInTheDocument();
    expect(screen.getByText('Another test: No explanation is available for this item.')).toBeInTheDocument();
    expect(textOf(container).filter((text) => MESSAGE_ID.test(text))).toEqual([]);
  });

  it('heads its sections and labels its tables in Hindi', async () => {
    await renderInHindi(<ReportPartV2 document={researchV2Document('steady-compounder')} />);
    expect(await screen.findByRole('heading', { level: 4, name: '1. समग्र जाँच' })).toBeInTheDocument();
    fireEvent.click(screen.getByRole('button', { name: 'गणना दिखाएँ' }));
    const scenarios = screen.getByRole('table', { name: '3-10 वर्ष निवेश बनाए रखने के परिदृश्य' });
    expect(
      within(scenarios)
        .getAllByRole('columnheader')
        .map((header) => header.textContent),
    ).toEqual(['परिदृश्य', 'संभावना', 'विवरण']);
    expect(screen.getByRole('table', { name: 'समग्र जाँच के मुख्य आँकड़े' })).toBeInTheDocument();
    expect(screen.getByText('सुधरता ROA: फ़ेल')).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'गणना छिपाएँ' })).toHaveAttribute('aria-expanded', 'true');
  });

  it('marks what stays English in the Hindi view lang="en", and only that', async () => {
    await renderInHindi(<ReportPartV2 document={researchV2Document('steady-compounder')} />);
    fireEvent.click(await screen.findByRole('button', { name: 'गणना दिखाएँ' }));
    const scenarios = screen.getByRole('table', { name: '3-10 वर्ष निवेश बनाए रखने के परिदृश्य' });
    expect(within(scenarios).getByRole('rowheader', { name: 'आधार परिदृश्य' })).not.toHaveAttribute('lang');
    expect(within(screen.getByRole('table', { name: 'मूल्यांकन मॉडल' })).getByRole('rowheader', { name: 'Graham नंबर' })).not.toHaveAttribute('lang');
    expect(screen.getByText('सुधरता ROA: फ़ेल')).not.toHaveAttribute('lang');
    expect(screen.getByRole('columnheader', { name: 'ग्राहकों से बकाया', hidden: true })).not.toHaveAttribute('lang');
    expect(screen.getByText(/^Returns well above the cost of capital/)).toHaveAttribute('lang', 'en');
    expect(screen.getByText('भाव मूल्य से ऊपर')).not.toHaveAttribute('lang');
  });
});
