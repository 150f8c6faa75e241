import type { valueMessages } from '../en/value';

/**
 * Hindi for Part 3 section 4's most frequent reason code (issue 31: the 40 counted on 2026-11-28),
 * the section's titles, the valuation models' names and short reasons, and the fat pitch's
 * outcomes and tests. Its message uses owner's earnings `inputs` besides its own params, as the
 * English does. Glossary: docs/glossary-hindi.md.
 */
export const hindiValueMessages = {
  'value.heading': 'मालिक की आय और सुरक्षा मार्जिन का विश्लेषण',
  'value.fat_pitch.heading': 'Fat Pitch विश्लेषण',

  'value.maintenance.greenwald':
    'Greenwald के तरीक़े से रखरखाव capex: औसत net block / बिक्री {net_block_to_sales} × बिक्री में {sales_change} का बदलाव = वृद्धि capex {growth_capex}; ' +
    'कुल capex {capex}{capex_estimated, select, true { (ΔNet Block + ΔCWIP + मूल्यह्रास से अनुमानित)} other {}} में से वृद्धि capex घटाने पर {maintenance_capex}' +
    '{bound, select, floored {, शून्य पर रोका गया क्योंकि वृद्धि capex कुल capex से ज़्यादा था} ' +
    'capped {, कुल capex तक सीमित क्योंकि बिक्री घटी और वृद्धि capex ऋणात्मक है} other { (निचली या ऊपरी सीमा की ज़रूरत नहीं पड़ी)}}।' +
    '{capex_estimated, select, true { चूँकि यह capex ख़ुद net block से अनुमानित है, नतीजा लगभग मूल्यह्रास ({depreciation}) के बराबर आता है: ' +
    'इसे मूल्यह्रास पर आधारित मानें, मापा गया बँटवारा नहीं।} other {}}',

  'value.model.justified_pe.name': 'EPS × उचित P/E',
  'value.model.graham_number.name': 'Graham नंबर',
  'value.model.cash_flow_dcf.name': 'पुनर्निवेश के बाद मुक्त नकदी प्रवाह का DCF',
  'value.model.justified_pb.name': 'उचित P/B × बुक वैल्यू',
  'value.model.justified_pe.eps_not_positive': 'EPS सकारात्मक नहीं है',
  'value.model.justified_pe.no_growth_history': 'P/E को उचित ठहराने के लिए वृद्धि का कोई इतिहास नहीं',
  'value.model.graham_number.needs_positive_inputs': 'सकारात्मक EPS और प्रति शेयर सकारात्मक बुक वैल्यू चाहिए',
  'value.model.cash_flow_dcf.eps_not_positive': 'EPS सकारात्मक नहीं है',
  'value.model.cash_flow_dcf.no_growth_history': 'वृद्धि का कोई इतिहास नहीं',
  'value.model.justified_pb.no_statements': 'कोई वित्तीय विवरण नहीं',
  'value.model.justified_pb.too_large': 'बुक वैल्यू इतनी बड़ी है कि उसका मूल्यांकन नहीं हो सकता',
  'value.models.estimates': 'आंतरिक मूल्य के अनुमान',
  'value.models.not_computed': 'गणना नहीं हुई',
  'value.models.not_used_lender': 'ऋणदाता के लिए इस्तेमाल नहीं होता',

  'value.fat_pitch.outcome.yes': 'Fat Pitch',
  'value.fat_pitch.outcome.close': 'क़रीब, पर Fat Pitch नहीं',
  'value.fat_pitch.outcome.no': 'Fat Pitch नहीं',
  'value.fat_pitch.outcome.not_assessed': 'आँका नहीं गया',
  'value.fat_pitch.test.quality.name': 'गुणवत्ता',
  'value.fat_pitch.test.margin_of_safety.name': 'सुरक्षा मार्जिन',
  'value.fat_pitch.test.expected_return.name': 'अपेक्षित रिटर्न',
  'value.fat_pitch.test.margin_of_safety.unknown': 'सुरक्षा मार्जिन ज्ञात नहीं',
  'value.fat_pitch.test.expected_return.unknown': 'अपेक्षित रिटर्न का आँकड़ा सार्थक नहीं',
} as const satisfies Partial<Record<keyof typeof valueMessages, string>>;
