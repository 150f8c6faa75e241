import { render, screen, within } from '@testing-library/react';
import type { ResearchV2 } from 'shared-types/api';
import { researchV2Document } from 'shared-types/testing';
import { showTheWorking } from '../../testing/showTheWorking';
import { QualitySection } from './QualitySection';

const renderQuality = (document: ResearchV2) => render(<QualitySection report={document.report} risks={document.risks} />);
const chips = (name: string) =>
  within(screen.getByRole('list', { name }))
    .getAllByRole('listitem')
    .map((item) => item.textContent);

describe('QualitySection: 3. Risks and Quality', () => {
  it('shows the F-score with its tests as pass/fail chips, and Altman and Beneish as chips', () => {
    renderQuality(researchV2Document('steady-compounder'));
    expect(screen.getByRole('heading', { level: 4, name: '3. Risks and Quality' })).toBeInTheDocument();
    expect(screen.getByRole('heading', { level: 5, name: 'Piotroski F-score' })).toBeInTheDocument();
    expect(screen.getByText('6/8')).toBeInTheDocument();
    const tests = chips('The Piotroski tests');
    expect(tests).toHaveLength(9);
    expect(tests).toContain('Positive return on assets: pass');
    expect(tests).toContain('Improving return on assets: fail');
    expect(tests).toContain('Higher current ratio: n/a');
    expect(chips('Altman Z’’')).toEqual(['Altman Z’’: Not assessed']);
    expect(chips('Beneish M-score')).toEqual(['Beneish M-score: -2.41 (Not a manipulator’s profile)']);
    expect(screen.getByText('No operational risk flagged')).toBeInTheDocument();
  });

  it('words each test, Altman’s gap and Beneish’s variables behind the working', () => {
    renderQuality(researchV2Document('steady-compounder'));
    showTheWorking();
    expect(screen.getByText('Positive return on assets: ROA 19.6% (net profit ₹551 crore / opening assets ₹2,810 crore)')).toBeVisible();
    expect(screen.getByText(/so X1 \(working capital \/ total assets\) cannot be computed/)).toBeVisible();
    const variables = screen.getByRole('table', { name: 'Variables' });
    expect(within(variables).getByRole('row', { name: /^GMI/ })).toHaveTextContent('0.99proxy: operating margin stands in for gross margin');
  });

  it('shows an Altman zone and Part 2’s flags when there are some', () => {
    const document = researchV2Document('steady-compounder');
    const distress = document.risks.factors.find((factor) => factor.id === 'distress')!;
    Object.assign(distress, { outcome: 'flag', figures: { z_score: { value: 0.8, unit: 'number' } }, reason: { code: 'risk.distress.distress' } });
    renderQuality(document);
    expect(chips('Altman Z’’')).toEqual(['Altman Z’’: 0.80 (Distress zone)']);
    expect(chips('Flagged in Part 2')).toEqual(["Financial distress (Altman Z'')"]);
  });

  it('says Piotroski, Altman and Beneish do not apply to a lender', () => {
    renderQuality(researchV2Document('lender'));
    expect(screen.getByText('Not applicable')).toBeInTheDocument();
    expect(chips('Altman Z’’')).toEqual(['Altman Z’’: Not applicable']);
    showTheWorking();
    expect(screen.getByText(/Piotroski F-score: not computed — financial company/)).toBeVisible();
  });

  it('says the quality tests cannot be computed with no statements', () => {
    renderQuality(researchV2Document('no-statements'));
    expect(screen.getByText('No financial statements imported yet: the F-score, Altman Z and Beneish M cannot be computed.')).toBeVisible();
  });
});
