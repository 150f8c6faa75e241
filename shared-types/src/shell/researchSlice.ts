import { createSlice, type PayloadAction } from '@reduxjs/toolkit';
import { type ReceivedCompanyDetails } from '../api/companyDetailsReceived';
import { type ReceivedResearchV2 } from '../api/researchV2Received';
import { signedOut } from './sessionSlice';

/** A company someone has picked, from the landing dropdown, the search box or the accessed list. */
export interface SelectedCompany {
  id: string;
  name: string;
  code: string;
  /** Its address key (`/company/<key>`, docs/company-page.md), when the pick knew it. */
  key?: string;
}

/**
 * A command: research this company. Any part of the page may dispatch it; the
 * shell store's research listener (researchListener.ts) runs the request, so
 * it works whether or not the remote showing the result is mounted.
 */
export interface ResearchRequest {
  company: SelectedCompany;
  /** Wait this long first (a quick pick); a newer pick or a cleared box during the wait cancels it. */
  delayMs?: number;
}

/**
 * A company's details as the server sent them (`company_data`), parsed with
 * ReceivedCompanyDetailsSchema where they entered the page: only the name is
 * sure, each section is read on its own when rendered, fields this build does
 * not know are kept (docs/api-compatibility.md).
 */
export type ResearchDetails = ReceivedCompanyDetails;

/**
 * The research screen's outcome: the shell's research listener runs the
 * request and records it here; the company-details remote renders it.
 * 'error' holds the message shown under 'Error loading company details'.
 */
export type ResearchResult =
  | { status: 'idle' }
  | { status: 'loading'; company: SelectedCompany }
  | ResearchShown
  | { status: 'error'; company: SelectedCompany; message: string };

/**
 * A research on screen, in the answer the shell asked for (selectResearchAnswer): v1's details,
 * or, since contract 2.11, the v2 research (docs/research-answer-v2.md). A remote built before
 * 2.11 is only ever given `details`.
 */
export type ResearchShown =
  | { status: 'shown'; company: SelectedCompany; details: ResearchDetails; research?: undefined }
  | { status: 'shown'; company: SelectedCompany; research: ReceivedResearchV2; details?: undefined };

/** A research's answer, either version, as researchSucceeded carries it. */
export type ResearchAnswered = { company: SelectedCompany; details: ResearchDetails } | { company: SelectedCompany; research: ReceivedResearchV2 };

/**
 * Which research answer the shell asks the API for: v2 once the company-details remote the page
 * registered was built against contract 2.11 or later (it reads both), else v1
 * (docs/remote-versioning.md, 'Which research answer').
 */
export type ResearchAnswer = 'v1' | 'v2';

export interface ResearchState {
  selectedCompany: SelectedCompany | null;
  result: ResearchResult;
  upgradeDialog: { open: boolean; message: string | null };
  /**
   * The company whose research the free limit refused, kept while the upgrade
   * dialog is open: once premium is granted the shell researches it again,
   * once (docs/company-page.md, 'Premium history and a resumed research').
   * Optional so state built before it existed still type-checks.
   */
  resumeAfterUpgrade?: SelectedCompany | null;
  /** The answer to ask for (ResearchAnswer); optional so state built before it existed still type-checks. */
  researchAnswer?: ResearchAnswer;
}

const initialState: ResearchState = {
  selectedCompany: null,
  result: { status: 'idle' },
  upgradeDialog: { open: false, message: null },
  resumeAfterUpgrade: null,
  researchAnswer: 'v1',
};

/** A result worth keeping on screen when the next research is refused: only a shown one. */
function keptResult(previous: ResearchResult): ResearchResult {
  return previous.status === 'shown' ? previous : { status: 'idle' };
}

/**
 * Shell-owned coordination between remotes: one remote dispatches, another
 * reacts, and neither imports the other. Picks are state (every remote sees
 * the selection whenever it mounts); a research is a command handled by the
 * shell's listener, never a flag for a remote to notice.
 */
export const researchSlice = createSlice({
  name: 'research',
  initialState,
  reducers: {
    /** A pick that does not research by itself (the search box, the landing dropdown). */
    companySelected(state, action: PayloadAction<SelectedCompany>) {
      state.selectedCompany = action.payload;
    },
    companyCleared(state) {
      state.selectedCompany = null;
    },
    /** Picks the company and asks the shell to research it (see ResearchRequest). */
    researchRequested(state, action: PayloadAction<ResearchRequest>) {
      state.selectedCompany = action.payload.company;
      // A newer research replaces the one waiting for an upgrade (the resume itself is one).
      state.resumeAfterUpgrade = null;
    },
    /** The listener found nobody signed in: the search remote asks the person to sign in. */
    researchNeedsSignIn() {},
    /** Submit clears the previous error and details. */
    researchStarted(state, action: PayloadAction<SelectedCompany>) {
      state.result = { status: 'loading', company: action.payload };
    },
    researchSucceeded(state, action: PayloadAction<ResearchAnswered>) {
      state.result = { status: 'shown', ...action.payload };
    },
    /** The shell registered the remotes: the answer the company-details remote reads (ResearchAnswer). */
    researchAnswerChosen(state, action: PayloadAction<ResearchAnswer>) {
      state.researchAnswer = action.payload;
    },
    researchFailed(state, action: PayloadAction<{ company: SelectedCompany; message: string }>) {
      state.result = { status: 'error', ...action.payload };
    },
    /** Back to the empty state. (A refused research no longer uses it: see researchRefused.) */
    researchReset(state) {
      state.result = { status: 'idle' };
    },
    /**
     * The free limit refused this company: the result shown before the research
     * comes back (a refusal clears nothing), and the company is remembered until
     * the upgrade dialog closes or premium is granted.
     */
    researchRefused(state, action: PayloadAction<{ company: SelectedCompany; previous: ResearchResult }>) {
      state.result = keptResult(action.payload.previous);
      state.resumeAfterUpgrade = action.payload.company;
    },
    upgradeDialogOpened(state, action: PayloadAction<{ message: string | null }>) {
      state.upgradeDialog = { open: true, message: action.payload.message };
    },
    /** Closing without buying forgets the refused research; after a purchase it has already resumed. */
    upgradeDialogClosed(state) {
      state.upgradeDialog = { open: false, message: null };
      state.resumeAfterUpgrade = null;
    },
    /**
     * The upgrade dialog's purchase succeeded (the server granted the plan). The
     * shell's listener resumes the refused research; the dialog stays open to confirm.
     */
    premiumGranted() {},
  },
  extraReducers: (builder) => {
    // One person's research must not linger on screen for the next.
    builder.addCase(signedOut, (state) => {
      state.result = { status: 'idle' };
      state.upgradeDialog = { open: false, message: null };
      state.resumeAfterUpgrade = null;
    });
  },
  selectors: {
    selectSelectedCompany: (state) => state.selectedCompany,
    selectResearchResult: (state) => state.result,
    selectUpgradeDialog: (state) => state.upgradeDialog,
    selectResumeAfterUpgrade: (state) => state.resumeAfterUpgrade ?? null,
    selectResearchAnswer: (state): ResearchAnswer => state.researchAnswer ?? 'v1',
  },
});

export const {
  companySelected,
  companyCleared,
  researchRequested,
  researchNeedsSignIn,
  researchStarted,
  researchSucceeded,
  researchAnswerChosen,
  researchFailed,
  researchReset,
  researchRefused,
  upgradeDialogOpened,
  upgradeDialogClosed,
  premiumGranted,
} = researchSlice.actions;
export const { selectSelectedCompany, selectResearchResult, selectUpgradeDialog, selectResumeAfterUpgrade, selectResearchAnswer } = researchSlice.selectors;
