import type { holdMessages } from '../en/hold';

/**
 * Hindi for the IRR assumptions' most frequent reason codes (issue 31: the 40 counted on
 * 2026-11-28) and the titles of their section. Glossary: docs/glossary-hindi.md.
 */
export const hindiHoldMessages = {
  'hold.irr.title': 'IRR अनुमान',
  'hold.irr.assumptions.title': 'मान्यताएँ',

  'hold.eps.derived': 'शुद्ध लाभ / शेयरों की संख्या से निकाला गया।',
  'hold.payout.latest': 'लाभांश अनुपात (payout): नवीनतम वर्ष में लाभांश / शुद्ध लाभ।',
  'hold.exit_pe.lower_of_current_and_median':
    'निकास P/E: {normalised, select, true {सामान्यीकृत EPS पर P/E} other {मौजूदा P/E}} {start_pe} और ' +
    '{years, plural, one {# वर्ष} other {# वर्षों}} के वित्त-वर्ष-अंत P/E का मीडियन {median_pe}, इन दोनों में से जो कम हो।',
} as const satisfies Partial<Record<keyof typeof holdMessages, string>>;
