import { useMemo } from 'react';
import { computePersonalScore, PillarFigureSchema, type PersonalScore, type ReceivedAnalysisMeta } from 'shared-types/api';
import { selectPreferences, selectUserId, useAppSelector } from 'shared-types/shell';

/**
 * The signed-in user's own score for this result, with their pillar weights
 * (docs/product-rules.md, "Personal view"); null when there is nobody signed
 * in, they use the standard weights, or the payload has no pillar figures.
 * Computed in the browser from the payload: no request.
 */
export function usePersonalScore(meta: ReceivedAnalysisMeta | null): PersonalScore | null {
  const signedIn = useAppSelector(selectUserId) !== null;
  const { weights } = useAppSelector(selectPreferences);
  return useMemo(() => {
    if (!signedIn || weights === null || !meta) return null;
    const raw: unknown = meta.figures?.score_pillars;
    if (!Array.isArray(raw)) return null;
    const pillars = raw.flatMap((item: unknown) => {
      const parsed = PillarFigureSchema.safeParse(item);
      return parsed.success ? [parsed.data] : [];
    });
    if (pillars.length === 0) return null;
    return computePersonalScore(pillars, weights, meta.rating_status === 'rated');
  }, [signedIn, weights, meta]);
}
