import { useMemo } from 'react';
import { computePersonalScore, PILLAR_IDS, PILLAR_V1_NAMES, pillarPoints, type PersonalScore, type PillarFigure, type ResearchV2 } from 'shared-types/api';
import { selectPreferences, selectUserId, useAppSelector } from 'shared-types/shell';

const isPillarId = (id: string): id is (typeof PILLAR_IDS)[number] => (PILLAR_IDS as readonly string[]).includes(id);

/** The v2 pillars as the personal score reads them: by id, with their weight and points summed over their measures. */
export function pillarFiguresV2(document: ResearchV2): PillarFigure[] {
  const rated = document.summary.rating === 'rated';
  return document.score.pillars.flatMap((pillar) => {
    if (!isPillarId(pillar.id)) return [];
    const { weight, earned, assessable } = pillarPoints(pillar);
    return [{ id: pillar.id, name: PILLAR_V1_NAMES[pillar.id], weight, points_possible: assessable, points_earned: rated && assessable > 0 ? earned : null }];
  });
}

/**
 * The signed-in user's own score with their saved pillar weights (keyed by pillar id), from the v2
 * score's pillars (docs/product-rules.md, 'Personal view'); null when nobody is signed in, they use
 * the standard weights, or the answer has no pillars. Computed in the browser: no request.
 */
export function usePersonalScoreV2(document: ResearchV2): PersonalScore | null {
  const signedIn = useAppSelector(selectUserId) !== null;
  const { weights } = useAppSelector(selectPreferences);
  return useMemo(() => {
    if (!signedIn || weights === null) return null;
    const pillars = pillarFiguresV2(document);
    if (pillars.length === 0) return null;
    return computePersonalScore(pillars, weights, document.summary.rating === 'rated');
  }, [signedIn, weights, document]);
}
