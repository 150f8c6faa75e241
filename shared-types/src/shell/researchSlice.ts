import { createSlice, type PayloadAction } from '@reduxjs/toolkit';
import { type CompanyDetails } from '../api/companyDetails';
import { signedOut } from './sessionSlice';

/** A company someone has picked, from the landing dropdown, the search box or the accessed list. */
export interface SelectedCompany {
  id: string;
  name: string;
  code: string;
}

/** A pick, optionally asking the search remote to submit it right away (re-research from the accessed list). */
export interface CompanyPick extends SelectedCompany {
  submit?: boolean;
}

/**
 * A company's details as the server sent them (`company_data`), parsed with
 * CompanyDetailsSchema where they entered the page: JSON text already parsed,
 * fields this build does not know kept (docs/api-compatibility.md).
 */
export type ResearchDetails = CompanyDetails;

/**
 * The research screen's outcome (specification section 4): the search remote
 * runs the request and records it here; the company-details remote renders it.
 * 'error' holds the message shown under 'Error loading company details'.
 */
export type ResearchResult =
  | { status: 'idle' }
  | { status: 'loading'; company: SelectedCompany }
  | { status: 'shown'; company: SelectedCompany; details: ResearchDetails }
  | { status: 'error'; company: SelectedCompany; message: string };

export interface ResearchState {
  selectedCompany: SelectedCompany | null;
  /** Bumped on every pick so a remote can react to re-picking the same company. */
  selectionSeq: number;
  /** True when the latest pick asked for an immediate submit. */
  submitRequested: boolean;
  result: ResearchResult;
  upgradeDialog: { open: boolean; message: string | null };
}

const initialState: ResearchState = {
  selectedCompany: null,
  selectionSeq: 0,
  submitRequested: false,
  result: { status: 'idle' },
  upgradeDialog: { open: false, message: null },
};

/**
 * Shell-owned coordination between remotes: one remote dispatches, another
 * reacts, and neither imports the other.
 */
export const researchSlice = createSlice({
  name: 'research',
  initialState,
  reducers: {
    companySelected(state, action: PayloadAction<CompanyPick>) {
      const { submit, ...company } = action.payload;
      state.selectedCompany = company;
      state.selectionSeq += 1;
      state.submitRequested = submit === true;
    },
    companyCleared(state) {
      state.selectedCompany = null;
      state.submitRequested = false;
    },
    /** Submit clears the previous error and details (section 4). */
    researchStarted(state, action: PayloadAction<SelectedCompany>) {
      state.result = { status: 'loading', company: action.payload };
      state.submitRequested = false;
    },
    researchSucceeded(state, action: PayloadAction<{ company: SelectedCompany; details: ResearchDetails }>) {
      state.result = { status: 'shown', ...action.payload };
    },
    researchFailed(state, action: PayloadAction<{ company: SelectedCompany; message: string }>) {
      state.result = { status: 'error', ...action.payload };
    },
    /** Back to the empty state, e.g. when the limit dialog opens instead of showing details. */
    researchReset(state) {
      state.result = { status: 'idle' };
    },
    upgradeDialogOpened(state, action: PayloadAction<{ message: string | null }>) {
      state.upgradeDialog = { open: true, message: action.payload.message };
    },
    upgradeDialogClosed(state) {
      state.upgradeDialog = { open: false, message: null };
    },
  },
  extraReducers: (builder) => {
    // One person's research must not linger on screen for the next.
    builder.addCase(signedOut, (state) => {
      state.result = { status: 'idle' };
      state.upgradeDialog = { open: false, message: null };
      state.submitRequested = false;
    });
  },
  selectors: {
    selectSelectedCompany: (state) => state.selectedCompany,
    selectSelectionSeq: (state) => state.selectionSeq,
    selectSubmitRequested: (state) => state.submitRequested,
    selectResearchResult: (state) => state.result,
    selectUpgradeDialog: (state) => state.upgradeDialog,
  },
});

export const { companySelected, companyCleared, researchStarted, researchSucceeded, researchFailed, researchReset, upgradeDialogOpened, upgradeDialogClosed } =
  researchSlice.actions;
export const { selectSelectedCompany, selectSelectionSeq, selectSubmitRequested, selectResearchResult, selectUpgradeDialog } = researchSlice.selectors;
