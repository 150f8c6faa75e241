import type { valueMessages } from '../en/value';

/**
 * Hindi for Part 3 section 4's most frequent reason code (issue 31: the 40 counted on 2026-11-28)
 * and the section's title. Its message uses owner's earnings `inputs` besides its own params, as
 * the English does. Glossary: docs/glossary-hindi.md.
 */
export const hindiValueMessages = {
  'value.heading': 'मालिक की आय और सुरक्षा मार्जिन का विश्लेषण',
  'value.maintenance.greenwald':
    'Greenwald के तरीक़े से रखरखाव capex: औसत net block / बिक्री {net_block_to_sales} × बिक्री में {sales_change} का बदलाव = वृद्धि capex {growth_capex}; ' +
    'कुल capex {capex}{capex_estimated, select, true { (ΔNet Block + ΔCWIP + मूल्यह्रास से अनुमानित)} other {}} में से वृद्धि capex घटाने पर {maintenance_capex}' +
    '{bound, select, floored {, शून्य पर रोका गया क्योंकि वृद्धि capex कुल capex से ज़्यादा था} ' +
    'capped {, कुल capex तक सीमित क्योंकि बिक्री घटी और वृद्धि capex ऋणात्मक है} other { (निचली या ऊपरी सीमा की ज़रूरत नहीं पड़ी)}}।' +
    '{capex_estimated, select, true { चूँकि यह capex ख़ुद net block से अनुमानित है, नतीजा लगभग मूल्यह्रास ({depreciation}) के बराबर आता है: ' +
    'इसे मूल्यह्रास पर आधारित मानें, मापा गया बँटवारा नहीं।} other {}}',
} as const satisfies Partial<Record<keyof typeof valueMessages, string>>;
