// User-facing texts of the 'Investor Lenses' card.
export const RANK_NOT_AVAILABLE = 'Rank in industry not available';

/** The tab names; a lens this build does not know shows its own name. */
export const LENS_TAB_LABEL: Readonly<Record<string, string>> = {
  graham: 'Graham',
  buffett: 'Buffett',
  lynch: 'Lynch',
  greenblatt: 'Greenblatt',
  piotroski: 'Piotroski',
};

/** Outcomes in words, so they never rest on colour alone; one this build does not know is shown as sent. */
export const OUTCOME_LABEL: Readonly<Record<string, string>> = {
  pass: 'Pass',
  fail: 'Fail',
  not_assessable: 'Not assessable',
  ranked: 'Ranked',
};
