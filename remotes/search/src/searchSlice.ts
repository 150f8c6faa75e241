import { createSlice, type PayloadAction, type WithSlice } from '@reduxjs/toolkit';
import { rootReducer, signedIn } from 'shared-types/shell';

export interface SearchState {
  /** What the person has typed in the company search box. */
  query: string;
  /** A submit without a signed-in user asked them to sign in. */
  signInPrompted: boolean;
}

const initialState: SearchState = { query: '', signInPrompted: false };

export const searchSlice = createSlice({
  name: 'search',
  initialState,
  reducers: {
    queryChanged(state, action: PayloadAction<string>) {
      state.query = action.payload;
    },
    signInPromptShown(state, action: PayloadAction<boolean>) {
      state.signInPrompted = action.payload;
    },
  },
  extraReducers: (builder) => {
    // Once someone signs in, the prompt has done its job.
    builder.addCase(signedIn, (state) => {
      state.signInPrompted = false;
    });
  },
  selectors: {
    selectQuery: (state) => state.query,
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
export const { queryChanged, signInPromptShown } = searchSlice.actions;
export const { selectQuery, selectSignInPrompted } = injectedSearchSlice.selectors;
