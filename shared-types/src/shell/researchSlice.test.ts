import { researchFailed, researchSlice, researchStarted, researchSucceeded, companySelected, upgradeDialogOpened, type ResearchDetails } from './researchSlice';
import { signedOut } from './sessionSlice';

const reduce = researchSlice.reducer;
const company = { id: 'c1', name: 'Alpha Industries', code: 'ALPHA' };

describe('researchSlice', () => {
  it('records a pick, counts it, and remembers whether it asked for a submit', () => {
    let state = reduce(undefined, companySelected({ ...company, submit: true }));
    expect(state.selectedCompany).toEqual(company);
    expect(state.selectionSeq).toBe(1);
    expect(state.submitRequested).toBe(true);
    state = reduce(state, companySelected(company));
    expect(state.selectionSeq).toBe(2);
    expect(state.submitRequested).toBe(false);
  });

  it('clears the previous details when a new request starts, and the submit request with it', () => {
    // The reducer keeps whatever it is given; the payload's shape is checked where it enters the page.
    const details = { company_name: 'Alpha Industries' } as unknown as ResearchDetails;
    let state = reduce(undefined, companySelected({ ...company, submit: true }));
    state = reduce(state, researchSucceeded({ company, details }));
    expect(state.result).toEqual({ status: 'shown', company, details });
    state = reduce(state, researchStarted(company));
    expect(state.result).toEqual({ status: 'loading', company });
    expect(state.submitRequested).toBe(false);
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
