import type { metaMessages } from '../en/meta';

/**
 * Hindi for the meta's most frequent reason codes (issue 31: the 40 counted on 2026-11-28) and
 * the trailing-twelve-month label. Glossary: docs/glossary-hindi.md.
 */
export const hindiMetaMessages = {
  'ttm.label': '{period_end} तक TTM',
  'ttm.latest_quarter.with_sales':
    '{quarter_end} को ख़त्म तिमाही बनाम {year_earlier_end} को ख़त्म तिमाही: बिक्री {sales} बनाम {year_earlier_sales}, ' +
    'शुद्ध लाभ {net_profit} बनाम {year_earlier_net_profit}।',
  'classification.demo_sector': 'डेमो कंपनियों के समूह में इसका सेक्टर',
} as const satisfies Partial<Record<keyof typeof metaMessages, string>>;
