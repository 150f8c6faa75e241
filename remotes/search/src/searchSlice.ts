import { createSlice, type PayloadAction, type WithSlice } from '@reduxjs/toolkit';
import { rootReducer } from 'shared-types/shell';

export interface SearchState {
  /** What the person has typed in the company search box. */
  query: string;
  /** The last submit's message for the person, e.g. the sign-in prompt. */
  notice: string | null;
}

const initialState: SearchState = { query: '', notice: null };

export const searchSlice = createSlice({
  name: 'search',
  initialState,
  reducers: {
    queryChanged(state, action: PayloadAction<string>) {
      state.query = action.payload;
    },
    noticeShown(state, action: PayloadAction<string | null>) {
      state.notice = action.payload;
    },
  },
  selectors: {
    selectQuery: (state) => state.query,
    selectNotice: (state) => state.notice,
  },
});

declare module 'shared-types/shell' {
  // Declaration merging: adds this slice's state to the shell's RootState type.
  // eslint-disable-next-line @typescript-eslint/no-empty-object-type
  export interface LazyLoadedSlices extends WithSlice<typeof searchSlice> {}
}

/** Added to the shell's store when this remote loads; the shell never knows about it in advance. */
export const injectedSearchSlice = searchSlice.injectInto(rootReducer);
export const { queryChanged, noticeShown } = searchSlice.actions;
export const { selectQuery, selectNotice } = injectedSearchSlice.selectors;
