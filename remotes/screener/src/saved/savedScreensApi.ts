import { parseAnswer, SavedScreenSchema, SavedScreensSchema, type SavedScreen, type SavedScreens, type SaveScreenRequest } from 'shared-types/api';
import { convictionApi } from 'shared-types/shell';

// The shell's slice fixes its tag types; this remote adds its own before injecting its endpoints.
const withSavedScreensTag = convictionApi.enhanceEndpoints({ addTagTypes: ['SavedScreens'] });

/** The saved-screens calls, added to the page's one API slice. */
export const savedScreensApi = withSavedScreensTag.injectEndpoints({
  endpoints: (build) => ({
    /** GET /api/screens. The argument is the user id, so a new user never sees the last one's list. */
    getSavedScreens: build.query<SavedScreens, string>({
      query: () => '/api/screens',
      transformResponse: (raw: unknown) => parseAnswer(SavedScreensSchema, raw, 'GET /api/screens'),
      // The limit it answers depends on the plan: an upgrade (which refreshes the access summary) asks again.
      providesTags: ['SavedScreens', 'AccessSummary'],
      keepUnusedDataFor: 0,
    }),
    /** POST /api/screens (201 with the stored screen); the list is fetched again afterwards. */
    saveScreen: build.mutation<SavedScreen, SaveScreenRequest>({
      query: (body) => ({ url: '/api/screens', method: 'POST', body }),
      transformResponse: (raw: unknown) => parseAnswer(SavedScreenSchema, raw, 'POST /api/screens'),
      invalidatesTags: ['SavedScreens'],
    }),
    /** DELETE /api/screens/:id (204). A 404 also refreshes the list: the screen is gone either way. */
    deleteScreen: build.mutation<null, string>({
      query: (id) => ({ url: `/api/screens/${encodeURIComponent(id)}`, method: 'DELETE' }),
      invalidatesTags: ['SavedScreens'],
    }),
  }),
});

export const { useGetSavedScreensQuery, useSaveScreenMutation, useDeleteScreenMutation } = savedScreensApi;
