import { createSlice, type PayloadAction, type WithSlice } from '@reduxjs/toolkit';
import {
  companySelected,
  researchNeedsSignIn,
  researchRequested,
  researchStarted,
  rootReducer,
  selectSelectedCompany,
  signedIn,
  type RootState,
} from 'shared-types/shell';

export interface SearchState {
  /**
   * What the company search box says: the person's typing, or the name of the
   * latest pick. Null until either happens, so a pick made before this remote
   * loaded still shows in the box (see selectQuery).
   */
  query: string | null;
  /** A research without a signed-in user asked them to sign in. */
  signInPrompted: boolean;
}

const initialState: SearchState = { query: null, signInPrompted: false };

export const searchSlice = createSlice({
  name: 'search',
  initialState,
  reducers: {
    queryChanged(state, action: PayloadAction<string>) {
      state.query = action.payload;
    },
  },
  extraReducers: (builder) => {
    // A pick anywhere on the page (this box, the landing dropdown, the accessed list) fills the box.
    builder.addCase(companySelected, (state, action) => {
      state.query = action.payload.name;
    });
    builder.addCase(researchRequested, (state, action) => {
      state.query = action.payload.company.name;
    });
    builder.addCase(researchNeedsSignIn, (state) => {
      state.signInPrompted = true;
    });
    // Once a research starts or someone signs in, the prompt has done its job.
    builder.addCase(researchStarted, (state) => {
      state.signInPrompted = false;
    });
    builder.addCase(signedIn, (state) => {
      state.signInPrompted = false;
    });
  },
  selectors: {
    selectSignInPrompted: (state) => state.signInPrompted,
  },
});

declare module 'shared-types/shell' {
  // Declaration merging: adds this slice's state to the shell's RootState type.
  // eslint-disable-next-line @typescript-eslint/no-empty-object-type
  export interface LazyLoadedSlices extends WithSlice<typeof searchSlice> {}
}

/** Added to the shell's store when this remote loads; the shell never knows about it in advance. */
export const injectedSearchSlice = searchSlice.injectInto(rootReducer);
export const { queryChanged } = searchSlice.actions;
export const { selectSignInPrompted } = injectedSearchSlice.selectors;

/** The search box's text; before any typing or pick reached this slice, the current pick's name. */
export function selectQuery(state: RootState): string {
  return injectedSearchSlice.selectSlice(state).query ?? selectSelectedCompany(state)?.name ?? '';
}
