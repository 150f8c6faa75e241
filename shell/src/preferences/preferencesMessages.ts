import { type Lens, type PillarId } from 'shared-types/api';

/** Labels and messages of the Preferences dialog (docs/product-rules.md, "Personal view"). */
export const PREFERENCES_LABEL = 'Preferences';
export const PREFERENCES_TITLE = 'Your view of a result';
export const PREFERENCES_DESCRIPTION =
  "Choose the investor lens a result opens on and, if you like, your own weights for the score's six pillars. Your score is shown beside the standard score, never instead of it.";
export const LENS_LABEL = 'Default lens';
export const OWN_WEIGHTS_LABEL = 'Use my own pillar weights';
export const WEIGHTS_HINT = 'Whole or decimal numbers, 0 or more, adding up to 100.';
export const SAVE_LABEL = 'Save';
export const SAVING = 'Saving...';
export const SAVE_FAILED = 'Could not save your preferences.';
export const LOADING_PREFERENCES = 'Loading your preferences...';

export const LENS_NAMES: Record<Lens, string> = {
  standard: 'Standard analysis',
  graham: "Graham's defensive investor",
  buffett: 'Buffett-style quality',
  lynch: 'Lynch: growth at a reasonable price',
  greenblatt: "Greenblatt's magic formula",
  piotroski: 'Piotroski F-score',
};

export function weightsTotal(total: number): string {
  const shown = Math.round(total * 100) / 100;
  return `Total: ${shown} of 100`;
}

export function weightsMustAddUp(total: number): string {
  return `The weights add up to ${Math.round(total * 100) / 100}; they must add up to 100.`;
}

/** What is typed for each pillar, by pillar id. */
export type WeightInputs = Record<PillarId, string>;
