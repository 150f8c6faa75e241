import { type CompanyV2 } from 'shared-types/api';
import { type Analysis } from '../analyse';
import { ANALYSIS_ENGINE_VERSION } from '../engineVersion';

/** Who the answer is about and which run wrote it (shared-types v2/company.ts). */
export function buildCompanyV2(a: Analysis, computedAt: string): CompanyV2 {
  const profile = a.ctx.profile;
  const end = a.ctx.latest?.periodEnd;
  return {
    name: profile?.name ?? '',
    symbol: profile?.code ?? '',
    engine_version: ANALYSIS_ENGINE_VERSION,
    computed_at: computedAt,
    is_demo: profile?.isDemo === true,
    ...(end === undefined ? {} : { statements_period_end: end }),
  };
}
