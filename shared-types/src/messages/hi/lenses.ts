import type { lensesMessages } from '../en/lenses';

/**
 * Hindi for the lenses' most frequent reason codes (issue 31: the 40 counted on 2026-11-28), the
 * names of their lenses and criteria, and the outcomes beside them. Investors' names stay in Latin
 * script, like the scores named after them. Glossary: docs/glossary-hindi.md.
 */
export const hindiLensesMessages = {
  'lens.outcome.pass': 'पास',
  'lens.outcome.fail': 'फ़ेल',
  'lens.outcome.not_assessable': 'आकलन संभव नहीं',
  'lens.outcome.ranked': 'रैंक दी गई',
  'lens.graham.name': 'Graham का रक्षात्मक निवेशक',
  'lens.graham.earnings_stability.label': 'मुनाफ़े की स्थिरता',
  'lens.graham.dividend_record.label': 'लाभांश का रिकॉर्ड',
  'lens.greenblatt.name': 'Greenblatt का मैजिक फ़ॉर्मूला',
  'lens.greenblatt.industry_rank.label': 'उद्योग में रैंक',

  'lens.graham.short_history': '{years, plural, one {# वर्ष} other {# वर्षों}} ({period}) के आधार पर आँका गया: Graham {asked, number} वर्ष माँगते हैं।',
  'lens.greenblatt.rank_from_peers': 'समकक्ष कंपनियों से तुलना के आधार पर।',
} as const satisfies Partial<Record<keyof typeof lensesMessages, string>>;
