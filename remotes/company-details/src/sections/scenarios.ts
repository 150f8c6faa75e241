import type { ScenarioFigure } from 'shared-types/api';

export interface ScenarioRow {
  /** 'Base Case', or the section's own title for a case this build does not know. */
  name: string;
  /** '55%', or null when the payload states none. */
  probability: string | null;
  content: string;
}

const CASE_NAMES: Readonly<Record<string, string>> = { base: 'Base Case', bull: 'Bull Case', bear: 'Bear Case' };

/**
 * One row per case of Part 3 section 5, in the section's order: the text from
 * the section, the name and probability from the payload's scenario figures
 * (matched by the case's title), never read back out of the title.
 */
export function scenarioRows(section: Readonly<Record<string, string>>, figures: readonly ScenarioFigure[]): ScenarioRow[] {
  return Object.entries(section).map(([title, content]) => {
    const figure = figures.find((candidate) => candidate.title === title);
    const percent = figure?.probability_percent ?? null;
    return {
      name: (figure && CASE_NAMES[figure.case]) ?? title,
      probability: percent === null ? null : `${percent}%`,
      content,
    };
  });
}
