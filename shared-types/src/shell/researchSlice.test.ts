import {
  companyCleared,
  companySelected,
  researchFailed,
  researchRequested,
  researchSlice,
  researchStarted,
  researchSucceeded,
  upgradeDialogOpened,
} from './researchSlice';
import { signedOut } from './sessionSlice';

const reduce = researchSlice.reducer;
const company = { id: 'c1', name: 'Alpha Industries', code: 'ALPHA' };
const other = { id: 'c2', name: 'Beta Mills', code: 'BETA' };

describe('researchSlice', () => {
  it('records a pick, and a research request picks its company too', () => {
    let state = reduce(undefined, companySelected(company));
    expect(state.selectedCompany).toEqual(company);
    state = reduce(state, researchRequested({ company: other }));
    expect(state.selectedCompany).toEqual(other);
    // Requesting is a command for the shell's listener: the result only changes once it starts.
    expect(state.result).toEqual({ status: 'idle' });
    state = reduce(state, companyCleared());
    expect(state.selectedCompany).toBeNull();
  });

  it('clears the previous details when a new request starts', () => {
    const details = { company_name: 'Alpha Industries' };
    let state = reduce(undefined, companySelected(company));
    state = reduce(state, researchSucceeded({ company, details }));
    expect(state.result).toEqual({ status: 'shown', company, details });
    state = reduce(state, researchStarted(company));
    expect(state.result).toEqual({ status: 'loading', company });
    state = reduce(state, researchFailed({ company, message: 'Failed to search company' }));
    expect(state.result).toEqual({ status: 'error', company, message: 'Failed to search company' });
  });

  it('forgets the result and closes the dialog on sign-out', () => {
    let state = reduce(undefined, researchStarted(company));
    state = reduce(state, upgradeDialogOpened({ message: 'limit' }));
    state = reduce(state, signedOut());
    expect(state.result).toEqual({ status: 'idle' });
    expect(state.upgradeDialog).toEqual({ open: false, message: null });
  });
});
