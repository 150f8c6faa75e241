import { type Kysely } from 'kysely';
import {
  COMPARE_MAX_FREE,
  COMPARE_MAX_PREMIUM,
  COMPARE_MIN,
  CompanySeriesSchema,
  SCREEN_FIGURES,
  type CompanySeries,
  type CompareResponse,
  type ScreenValue,
} from 'shared-types/api';
import { readQuota } from '../../db/companyAccessRepository';
import { loadComparedFigures } from '../../db/companyFiguresRepository';
import { type Database } from '../../db/schema';
import { unknownUser } from '../../errors/domainError';
import { isPremium } from '../companyAccess';
import { screenerRefusal } from './refusal';
import { screenFigures } from './screenFiguresRelation';

/**
 * Compare (docs/screener.md, 'Compare'): 2 to 4 companies side by side from
 * the figures table. Records no company access: a comparison shows the
 * screener's figures, not a research.
 */

const MAX_ID_LENGTH = 64;

/** The ids of `?ids=a,b,c`: COMPARE_MIN to COMPARE_MAX_PREMIUM distinct ids of at most 64 characters, else 400 `invalid_compare`. */
export function compareIds(raw: unknown): string[] {
  const ids = typeof raw === 'string' ? raw.split(',').map((id) => id.trim()) : [];
  const valid =
    ids.length >= COMPARE_MIN &&
    ids.length <= COMPARE_MAX_PREMIUM &&
    ids.every((id) => id.length > 0 && id.length <= MAX_ID_LENGTH) &&
    new Set(ids).size === ids.length;
  if (!valid) {
    throw screenerRefusal(
      'invalid',
      'invalid_compare',
      `Give ${COMPARE_MIN} to ${COMPARE_MAX_PREMIUM} different company ids, comma separated, in ids (each at most ${MAX_ID_LENGTH} characters).`,
    );
  }
  return ids;
}

/** The companies in the order asked, every catalogue figure (null when unknown), and the caller's limit. */
export async function compareCompanies(db: Kysely<Database>, input: { userId: string; ids: readonly string[]; now: Date }): Promise<CompareResponse> {
  const quota = await readQuota(db, input.userId);
  if (quota === undefined) throw unknownUser();
  const limit = isPremium(quota.premiumUntil, input.now) ? COMPARE_MAX_PREMIUM : COMPARE_MAX_FREE;
  if (input.ids.length > limit) {
    throw screenerRefusal(
      'forbidden',
      'compare_limit',
      `Your plan compares up to ${limit} companies at once. Upgrade to compare up to ${COMPARE_MAX_PREMIUM}.`,
      {
        limit,
      },
    );
  }
  const figureIds = SCREEN_FIGURES.map((figure) => figure.id);
  // Read as screens read it: the query-time figures (the magic formula's rank over the whole universe) come too.
  const stored = await loadComparedFigures(db, screenFigures(db, true), input.ids, figureIds);
  const rows = new Map(stored.map((row) => [row.company_id, row]));
  const missing = input.ids.find((id) => !rows.has(id));
  if (missing !== undefined) throw screenerRefusal('not_found', 'company_not_found', `No figures for company '${missing}'.`, { company_id: missing });
  const companies = input.ids.map((id) => {
    const row = rows.get(id)!;
    return {
      company_id: id,
      code: row.code,
      name: row.name,
      values: Object.fromEntries(figureIds.map((figure) => [figure, (row[figure] as ScreenValue | undefined) ?? null])),
      series: storedSeries(row.series),
    };
  });
  return { companies, limit };
}

/** The stored JSON series, or null when absent or not the contract's shape: a bad row must not fail the comparison. */
export function storedSeries(text: string | null): CompanySeries | null {
  if (text === null) return null;
  try {
    const parsed = CompanySeriesSchema.safeParse(JSON.parse(text));
    return parsed.success ? parsed.data : null;
  } catch {
    return null;
  }
}
