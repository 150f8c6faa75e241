import { render, screen, within } from '@testing-library/react';
import type { PillarFigure, ReceivedAnalysisMeta } from 'shared-types/api';
import { makeDetails, parsedDetails } from 'shared-types/testing';
import { ScorePart } from './ScorePart';

/** The width each pillar's solid bar is drawn to, read from the rendered style. */
function drawnWidth(name: string): string {
  const bar = screen.getByRole('img', { name: new RegExp(`^${name}:`) });
  const fills = bar.querySelectorAll<HTMLElement>('span');
  // The innermost span is the solid part the eye reads against the whole track.
  const widths = Array.from(fills).map((fill) => parseFloat(fill.style.width) / 100);
  return `${Math.round(widths.reduce((product, width) => product * width, 1) * 100)}%`;
}

function renderPillars(pillars: PillarFigure[]) {
  const meta = { ...makeDetails().analysis_meta, figures: { ...makeDetails().analysis_meta.figures, score_pillars: pillars } };
  render(<ScorePart details={parsedDetails(makeDetails())} meta={meta as unknown as ReceivedAnalysisMeta} />);
  return within(screen.getByRole('list', { name: 'Points by pillar' }));
}

describe('pillar bars are drawn to the figure beside them', () => {
  it("fills '12 of 12' and '3 of 3' completely though part of the pillar's weight is not assessed", () => {
    const list = renderPillars([
      { name: 'Business quality', weight: 15, points_possible: 12, points_earned: 12 },
      { name: 'Management credibility', weight: 10, points_possible: 3, points_earned: 3 },
    ]);
    expect(list.getByText('12 of 12')).toBeInTheDocument();
    expect(drawnWidth('Business quality')).toBe('100%');
    expect(drawnWidth('Management credibility')).toBe('100%');
  });

  it("fills '6 of 12' half-way and an unscored or unassessed pillar not at all", () => {
    renderPillars([
      { name: 'Growth', weight: 20, points_possible: 12, points_earned: 6 },
      { name: 'Valuation', weight: 15, points_possible: 15, points_earned: null },
      { name: 'Governance', weight: 10, points_possible: 0, points_earned: null },
    ]);
    expect(drawnWidth('Growth')).toBe('50%');
    expect(drawnWidth('Valuation')).toBe('0%');
    expect(drawnWidth('Governance')).toBe('0%');
  });
});
