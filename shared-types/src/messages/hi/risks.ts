import type { risksMessages } from '../en/risks';

/**
 * Hindi for Part 2's most frequent reason codes (issue 31: the 40 counted on 2026-11-28) and the
 * names of their factors. A threshold's unit words come with the figure ('10 दिन', '3 प्रतिशत
 * अंक'), so the message does not repeat them. Glossary: docs/glossary-hindi.md.
 */
export const hindiRisksMessages = {
  'risk.title': 'परिचालन जोखिम',
  'risk.receivables.name': 'कार्यशील पूँजी पर दबाव (ग्राहकों से बकाया के दिन)',
  'risk.dilution.name': 'हिस्सेदारी में कमी (शेयरों की संख्या में बढ़त)',
  'risk.margin_compression.name': 'मार्जिन में गिरावट',
  'risk.losses.name': 'घाटा',

  'risk.receivables.steady': 'ग्राहकों से बकाया के दिनों में कोई ख़ास बढ़त नहीं ({threshold} और {rise_share} से ज़्यादा की बढ़त पर चेतावनी दी जाती)।',
  'risk.dilution.none': 'ख़ास संख्या में नए शेयर जारी नहीं हुए।',
  'risk.margin_compression.within': 'मार्जिन अपने हाल के मीडियन से {threshold} के भीतर है, या उससे ऊपर।',
  'risk.losses.profitable': 'हाल के वर्षों में लगातार मुनाफ़े में।',
} as const satisfies Partial<Record<keyof typeof risksMessages, string>>;
