import {
  companyCleared,
  companySelected,
  researchFailed,
  researchRequested,
  researchSlice,
  researchStarted,
  researchSucceeded,
  researchRefused,
  upgradeDialogClosed,
  upgradeDialogOpened,
  type ResearchDetails,
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
    // The reducer keeps whatever it is given; the payload's shape is checked where it enters the page.
    const details = { company_name: 'Alpha Industries' } as unknown as ResearchDetails;
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

  it('keeps the shown result when a research is refused, and remembers the refused company until the dialog closes', () => {
    const details = { company_name: 'Alpha Industries' } as unknown as ResearchDetails;
    const shown = { status: 'shown' as const, company, details };
    let state = reduce(undefined, researchSucceeded({ company, details }));
    state = reduce(state, researchStarted(other));
    state = reduce(state, researchRefused({ company: other, previous: shown }));
    state = reduce(state, upgradeDialogOpened({ message: 'limit' }));
    expect(state.result).toEqual(shown);
    expect(state.resumeAfterUpgrade).toEqual(other);
    state = reduce(state, upgradeDialogClosed());
    expect(state.resumeAfterUpgrade).toBeNull();
    expect(state.result).toEqual(shown);
  });

  it('restores nothing but a shown result, and forgets the refused company on sign-out or a newer request', () => {
    const state = reduce(undefined, researchRefused({ company: other, previous: { status: 'error', company, message: 'Failed' } }));
    expect(state.result).toEqual({ status: 'idle' });
    expect(reduce(state, signedOut()).resumeAfterUpgrade).toBeNull();
    expect(reduce(state, researchRequested({ company })).resumeAfterUpgrade).toBeNull();
  });
});
