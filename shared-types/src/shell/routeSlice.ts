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
  /**
   * The key whose company the shell's page heading (its h1) names: the page the server served
   * with the company's heading (docs/company-page.md, "The served page"). The public view then
   * leaves its own name heading out. Null when the shell names no company.
   */
  headingKey: string | null;
}

const initialState: RouteState = { companyKey: null, headingKey: null };

export const routeSlice = createSlice({
  name: 'route',
  initialState,
  reducers: {
    /** The address is (or becomes) `/company/<key>`. */
    companyPageOpened(state, action: PayloadAction<{ key: string }>) {
      state.companyKey = action.payload.key;
    },
    /** The shell's h1 names the company of `key` (while the address names it). */
    companyHeadingShown(state, action: PayloadAction<{ key: string }>) {
      state.headingKey = action.payload.key;
    },
    /** The address left the company pages (Back to `/`). */
    companyPageLeft(state) {
      state.companyKey = null;
    },
  },
  selectors: {
    selectCompanyPageKey: (state) => state.companyKey,
    /** Whether the shell's h1 names the company the address names. */
    selectShellNamesCompany: (state) => state.companyKey !== null && state.headingKey === state.companyKey,
  },
});

export const { companyPageOpened, companyPageLeft, companyHeadingShown } = routeSlice.actions;
export const { selectCompanyPageKey, selectShellNamesCompany } = routeSlice.selectors;
