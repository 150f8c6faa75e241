import type { viewMessages } from '../en/view';

/**
 * Hindi for every entry of en/view.ts (the type says so), following docs/glossary-hindi.md; each
 * entry's English back-translation is listed there ('The result view's own words').
 */
export const hindiViewMessages = {
  'view.title': 'कंपनी का विवरण',

  'view.summary.company_name': 'कंपनी का नाम',
  'view.summary.current_price': 'मौजूदा भाव',
  'view.summary.last_updated': 'पिछला अपडेट',
  'view.summary.investment_score': 'निवेश स्कोर',

  'view.charts.not_available': 'चार्ट उपलब्ध नहीं',
  'view.charts.processing': 'इस कंपनी के चार्ट का डेटा तैयार हो रहा है और जल्द उपलब्ध होगा।',

  'view.empty.part_1': 'भाग 1 का डेटा उपलब्ध नहीं',
  'view.empty.guidance': 'प्रबंधन के मार्गदर्शन का डेटा उपलब्ध नहीं',
  'view.empty.risks': 'परिचालन जोखिम का डेटा उपलब्ध नहीं',
  'view.empty.part_3': 'भाग 3 का डेटा उपलब्ध नहीं',
  'view.empty.structured': 'संरचित डेटा उपलब्ध नहीं',
  'view.empty.scenarios': 'परिदृश्यों का डेटा उपलब्ध नहीं',
  'view.empty.part_4': 'उपलब्ध नहीं',
  'view.empty.peers': 'समकक्ष कंपनियों से तुलना उपलब्ध नहीं',
  'view.empty.lenses': 'निवेशकों के दृष्टिकोण का डेटा उपलब्ध नहीं',
  'view.peers.loading': 'समकक्ष कंपनियों से तुलना लोड हो रही है...',
  'view.peers.failed': 'समकक्ष कंपनियों से तुलना लोड नहीं हो सकी।',
  'view.peers.retry': 'फिर से कोशिश करें',

  'view.part_1.forecast': '1. भावी अनुमान बनाम वास्तविक परिणाम (पिछले 5 वर्ष)',
  'view.part_1.guidance': '2. प्रबंधन के मार्गदर्शन का विश्लेषण',
  'view.part_3.investigation': '1. समग्र जाँच',
  'view.part_3.moat': '2. व्यवसाय मॉडल और प्रतिस्पर्धी बढ़त',
  'view.part_3.risks': '3. जोखिम और गुणवत्ता',
  'view.part_3.owner_earnings': '4. मालिक की आय और सुरक्षा मार्जिन',
  'view.part_3.hold_scenarios': '5. 3-10 वर्ष निवेश बनाए रखने के परिदृश्य',

  'view.risks.caption': 'परिचालन जोखिम कारक',
  'view.risks.factor': 'जोखिम कारक',
  'view.risks.assessment': 'आकलन',
  'view.risks.data': 'डेटा',
  'view.risks.justification': 'औचित्य',

  'view.scenarios.caption': '3-10 वर्ष निवेश बनाए रखने के परिदृश्य',
  'view.scenarios.scenario': 'परिदृश्य',
  'view.scenarios.probability': 'संभावना',
  'view.scenarios.description': 'विवरण',
  'view.scenarios.probability_line': 'संभावना: {probability}',

  'view.guidance.summary': 'सारांश',
  'view.guidance.key_themes': 'मुख्य विषय',
  'view.guidance.credibility_score': 'विश्वसनीयता स्कोर',
  'view.guidance.not_stated': 'बताया नहीं गया',
  'view.guidance.none_detected': 'कोई नहीं मिला',

  'view.glance.pillars_not_available': 'स्तंभों के अंक उपलब्ध नहीं।',
  'view.glance.coverage_not_available': 'डेटा पर आधारित अंश उपलब्ध नहीं।',
  'view.glance.points_by_pillar': 'स्तंभ के अनुसार अंक',
  'view.glance.valuation_not_available': 'मूल्यांकन के आँकड़े उपलब्ध नहीं।',
  'view.glance.no_estimate': 'आंतरिक मूल्य का कोई अनुमान नहीं लगाया जा सका (देखें भाग 3, मालिक की आय और सुरक्षा मार्जिन)।',
  'view.glance.no_price': 'अनुमान से तुलना के लिए कोई मौजूदा भाव नहीं।',
  'view.glance.risk_flags_not_available': 'जोखिम की चेतावनियों की गिनती उपलब्ध नहीं।',
  'view.glance.flags': '{count, plural, one {# चेतावनी} other {# चेतावनियाँ}}',
  'view.glance.severe': 'गंभीर',
  'view.glance.other_flags': 'अन्य चेतावनियाँ',
  'view.glance.clear': 'ठीक',
  'view.glance.not_assessed': 'आकलन नहीं हुआ',
  'view.glance.no_overall_level': 'कोई समग्र स्तर नहीं: बहुत कम कारकों का आकलन हो सका।',
  'view.glance.severe_note': 'गंभीर: वित्तीय संकट या ऋणात्मक नेट वर्थ, जिनमें से कोई एक ही जोखिम को ऊँचा बना देता है।',
  'view.glance.data_not_available': 'तारीख़ और स्रोत उपलब्ध नहीं।',
} as const satisfies Record<keyof typeof viewMessages, string>;
