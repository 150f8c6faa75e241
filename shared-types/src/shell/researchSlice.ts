import { createSlice, type PayloadAction } from '@reduxjs/toolkit';

/** A company someone has picked, from the landing dropdown, the search box or the accessed list. */
export interface SelectedCompany {
  id: string;
  name: string;
  code: string;
}

export interface ResearchState {
  selectedCompany: SelectedCompany | null;
  /** Bumped on every pick so a remote can react to re-picking the same company. */
  selectionSeq: number;
  upgradeDialog: { open: boolean; message: string | null };
}

const initialState: ResearchState = {
  selectedCompany: null,
  selectionSeq: 0,
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
    companySelected(state, action: PayloadAction<SelectedCompany>) {
      state.selectedCompany = action.payload;
      state.selectionSeq += 1;
    },
    companyCleared(state) {
      state.selectedCompany = null;
    },
    upgradeDialogOpened(state, action: PayloadAction<{ message: string | null }>) {
      state.upgradeDialog = { open: true, message: action.payload.message };
    },
    upgradeDialogClosed(state) {
      state.upgradeDialog = { open: false, message: null };
    },
  },
  selectors: {
    selectSelectedCompany: (state) => state.selectedCompany,
    selectSelectionSeq: (state) => state.selectionSeq,
    selectUpgradeDialog: (state) => state.upgradeDialog,
  },
});

export const { companySelected, companyCleared, upgradeDialogOpened, upgradeDialogClosed } = researchSlice.actions;
export const { selectSelectedCompany, selectSelectionSeq, selectUpgradeDialog } = researchSlice.selectors;
