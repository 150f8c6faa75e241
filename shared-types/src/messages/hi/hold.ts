import type { holdMessages } from '../en/hold';

/**
 * Hindi for the IRR assumptions' most frequent reason codes (issue 31: the 40 counted on
 * 2026-11-28), the titles and labels of the IRR projections and the hold scenarios, and the
 * inputs' short lines. The section number stays a digit, as in hi/view.ts; other fixed numbers
 * in the English are Hindi words here. Glossary: docs/glossary-hindi.md.
 */
export const hindiHoldMessages = {
  'hold.irr.title': 'IRR अनुमान',
  'hold.irr.horizon': '{horizon_years} वर्ष तक निवेश',
  'hold.irr.assumptions.title': 'मान्यताएँ',
  'hold.irr.sensitivity.title': 'संवेदनशीलता (पाँच वर्ष तक निवेश)',
  'hold.irr.drivers.title': 'इसे क्या तय करता है',
  'hold.scenarios.title': '5. 3-10 वर्ष निवेश बनाए रखने के परिदृश्य',
  'hold.scenario.base.name': 'आधार परिदृश्य',
  'hold.scenario.bull.name': 'तेज़ी का परिदृश्य',
  'hold.scenario.bear.name': 'मंदी का परिदृश्य',

  'hold.irr.not_meaningful': 'सार्थक नहीं: {reason}',
  'hold.irr.sensitivity_row': 'वृद्धि {growth}: {irrs}',
  'hold.irr.not_meaningful_short': 'सार्थक नहीं',

  'hold.input.price': 'भाव {price} ({date})',
  'hold.input.eps': 'EPS {eps} ({period})',
  'hold.eps.derived': 'शुद्ध लाभ / शेयरों की संख्या से निकाला गया।',
  'hold.payout.latest': 'लाभांश अनुपात (payout): नवीनतम वर्ष में लाभांश / शुद्ध लाभ।',
  'hold.exit_pe.lower_of_current_and_median':
    'निकास P/E: {normalised, select, true {सामान्यीकृत EPS पर P/E} other {मौजूदा P/E}} {start_pe} और ' +
    '{years, plural, one {# वर्ष} other {# वर्षों}} के वित्त-वर्ष-अंत P/E का मीडियन {median_pe}, इन दोनों में से जो कम हो।',

  'hold.scenarios.not_projected': 'रिटर्न का अनुमान नहीं लगाया जा सकता: {reason}',
} as const satisfies Partial<Record<keyof typeof holdMessages, string>>;
