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
  /**
   * On the screener's page (`/screen`, docs/screener.md 'The page'): its address's query string
   * ('' or '?q=…&compare=…'), which holds the screen and the comparison so they can be shared.
   * Null on any other page.
   */
  screenSearch: string | null;
}

const initialState: RouteState = { companyKey: null, headingKey: null, screenSearch: null };

export const routeSlice = createSlice({
  name: 'route',
  initialState,
  reducers: {
    /** The address is (or becomes) `/company/<key>`. */
    companyPageOpened(state, action: PayloadAction<{ key: string }>) {
      state.companyKey = action.payload.key;
      state.screenSearch = null;
    },
    /**
     * The address is (or becomes) `/screen` with this query string. The shell dispatches it on load
     * and Back/Forward; the screener remote dispatches it to change the screen, and the shell then
     * pushes the address (remotes never touch history).
     */
    screenPageOpened(state, action: PayloadAction<{ search: string }>) {
      state.companyKey = null;
      state.screenSearch = action.payload.search;
    },
    /** The shell's h1 names the company of `key` (while the address names it). */
    companyHeadingShown(state, action: PayloadAction<{ key: string }>) {
      state.headingKey = action.payload.key;
    },
    /** The address left the company pages (Back to `/`). */
    companyPageLeft(state) {
      state.companyKey = null;
      state.screenSearch = null;
    },
  },
  selectors: {
    selectCompanyPageKey: (state) => state.companyKey,
    /** The screener page's query string, or null when the address is not `/screen`. */
    selectScreenSearch: (state) => state.screenSearch,
    /** Whether the shell's h1 names the company the address names. */
    selectShellNamesCompany: (state) => state.companyKey !== null && state.headingKey === state.companyKey,
  },
});

export const { companyPageOpened, companyPageLeft, companyHeadingShown, screenPageOpened } = routeSlice.actions;
export const { selectCompanyPageKey, selectShellNamesCompany, selectScreenSearch } = routeSlice.selectors;
