import * as shell from 'shared-types/shell';

/**
 * The reader's language, from the shell (contract 2.10.0). The remote runs on the shell's copy of the
 * contract (docs/remote-versioning.md): an older shell has no selectLanguage, and its readers get
 * English. Imports no catalogue: the page's entry uses it too.
 */
export const selectChosenLanguage = (state: shell.RootState): shell.Language =>
  typeof shell.selectLanguage === 'function' ? shell.selectLanguage(state) : 'en';
