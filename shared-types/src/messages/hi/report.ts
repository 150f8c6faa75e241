import type { reportMessages } from '../en/report';

/**
 * Hindi for Part 3's Piotroski criteria (issue 31: eight of the 40 most frequent reason codes,
 * counted on 2026-11-28), the criteria's names, outcomes and the section's score line. Where the
 * English shows 'a → b', the Hindi names the two years, so the figure reads without the arrow.
 * Glossary: docs/glossary-hindi.md.
 */
export const hindiReportMessages = {
  'report.piotroski.score':
    'Piotroski F-score: {score, number}/{out_of, number}। लंबी अवधि के कर्ज़ की जगह कुल कर्ज़, और सकल मार्जिन की जगह परिचालन मार्जिन लिया गया है।',
  'report.piotroski.outcome.pass': 'पास',
  'report.piotroski.outcome.fail': 'फ़ेल',
  'report.piotroski.outcome.na': 'उपलब्ध नहीं',
  'report.piotroski.positive_roa.name': 'संपत्ति पर सकारात्मक रिटर्न (ROA)',
  'report.piotroski.positive_cfo.name': 'सकारात्मक परिचालन नकदी प्रवाह',
  'report.piotroski.improving_roa.name': 'सुधरता ROA',
  'report.piotroski.accruals.name': 'मुनाफ़े से ज़्यादा नकदी प्रवाह (accruals)',
  'report.piotroski.lower_leverage.name': 'घटता कर्ज़ (कर्ज़ / औसत संपत्ति)',
  'report.piotroski.higher_current_ratio.name': 'बेहतर चालू अनुपात (current ratio)',
  'report.piotroski.no_new_shares.name': 'कोई नए शेयर जारी नहीं',
  'report.piotroski.higher_margin.name': 'ऊँचा मार्जिन (सकल मार्जिन की जगह परिचालन मार्जिन)',
  'report.piotroski.higher_asset_turnover.name': 'संपत्ति के मुक़ाबले ज़्यादा बिक्री (asset turnover)',

  'report.piotroski.roa': 'ROA {roa} (शुद्ध लाभ {net_profit} / शुरुआती संपत्ति {opening_assets})',
  'report.piotroski.cfo': 'परिचालन नकदी प्रवाह (CFO) {cfo}',
  'report.piotroski.roa_change':
    'ROA: पिछला वर्ष {previous_roa}, नवीनतम वर्ष {roa}{previous_base_year_end, select, true { (पिछले वर्ष के आधार में उसी वर्ष के अंत की संपत्ति ली गई, क्योंकि उससे पहले की संपत्ति ज्ञात नहीं)} other {}}',
  'report.piotroski.accruals': 'CFO / शुरुआती संपत्ति {cfo_on_assets}, जबकि ROA {roa}',
  'report.piotroski.leverage': 'कर्ज़ / औसत संपत्ति: पिछला वर्ष {previous_leverage}, नवीनतम वर्ष {leverage}',
  'report.piotroski.shares': 'शेयर: पिछला वर्ष {previous_shares_crore} करोड़, नवीनतम वर्ष {shares_crore} करोड़ ({tolerance} तक की बढ़त को बढ़त नहीं गिना जाता)',
  'report.piotroski.margin': 'परिचालन मार्जिन: पिछला वर्ष {previous_margin}, नवीनतम वर्ष {margin}',
  'report.piotroski.asset_turnover': 'बिक्री / शुरुआती संपत्ति: पिछला वर्ष {previous_turnover}, नवीनतम वर्ष {turnover}',
} as const satisfies Partial<Record<keyof typeof reportMessages, string>>;
