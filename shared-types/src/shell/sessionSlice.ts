import { createSlice, type PayloadAction } from '@reduxjs/toolkit';

/** The signed-in user as the shell knows it (docs/product-rules.md). */
export interface SignedInUser {
  id: string;
  email: string;
  fullName: string | null;
  pictureUrl: string | null;
}

export type AuthStatus = 'loading' | 'signedOut' | 'signedIn';

export interface SessionState {
  status: AuthStatus;
  user: SignedInUser | null;
}

const initialState: SessionState = { status: 'loading', user: null };

/** Owned by the shell: remotes read the user from here and never talk to the identity provider. */
export const sessionSlice = createSlice({
  name: 'session',
  initialState,
  reducers: {
    signedIn(state, action: PayloadAction<SignedInUser>) {
      state.status = 'signedIn';
      state.user = action.payload;
    },
    signedOut(state) {
      state.status = 'signedOut';
      state.user = null;
    },
  },
  selectors: {
    selectAuthStatus: (state) => state.status,
    selectUser: (state) => state.user,
    selectUserId: (state) => state.user?.id ?? null,
  },
});

export const { signedIn, signedOut } = sessionSlice.actions;
export const { selectAuthStatus, selectUser, selectUserId } = sessionSlice.selectors;
