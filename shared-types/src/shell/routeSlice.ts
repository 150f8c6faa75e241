import { createSlice, type PayloadAction } from '@reduxjs/toolkit';

/**
 * Which page the address names (docs/company-page.md). The shell owns the
 * address: it keeps this in step with `location` (pushState on a research,
 * popstate on Back and Forward). The company-details remote reads the key and
 * shows that company's public view or its research; remotes never touch history.
 */
export interface RouteState {
  /** The decoded key of `/company/<key>`, or null on any other page. */
  companyKey: string | null;
}

const initialState: RouteState = { companyKey: null };

export const routeSlice = createSlice({
  name: 'route',
  initialState,
  reducers: {
    /** The address is (or becomes) `/company/<key>`. */
    companyPageOpened(state, action: PayloadAction<{ key: string }>) {
      state.companyKey = action.payload.key;
    },
    /** The address left the company pages (Back to `/`). */
    companyPageLeft(state) {
      state.companyKey = null;
    },
  },
  selectors: {
    selectCompanyPageKey: (state) => state.companyKey,
  },
});

export const { companyPageOpened, companyPageLeft } = routeSlice.actions;
export const { selectCompanyPageKey } = routeSlice.selectors;
