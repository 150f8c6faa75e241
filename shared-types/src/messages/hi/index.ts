import { type Catalogue, mergeDomains } from '../catalogue';
import type { MessageId } from '../en';
import { hindiCommonMessages } from './common';
import { hindiGovernanceMessages } from './governance';
import { hindiHoldMessages } from './hold';
import { hindiLensesMessages } from './lenses';
import { hindiMetaMessages } from './meta';
import { hindiReportMessages } from './report';
import { hindiRisksMessages } from './risks';
import { hindiScoreMessages } from './score';
import { hindiSummaryMessages } from './summary';
import { hindiV2SummaryMessages } from './v2Summary';
import { hindiV2Parts12Messages } from './v2Parts12';
import { hindiValueMessages } from './value';
import { hindiV2Part3Messages } from './v2Part3';
import { hindiViewMessages } from './view';
import { hindiPdfReportMessages } from './pdfReport';

/** The Hindi domain files: a new one is one more entry here. A code without Hindi is worded in English. */
export const HINDI_DOMAINS = [
  hindiCommonMessages,
  hindiSummaryMessages,
  hindiScoreMessages,
  hindiGovernanceMessages,
  hindiRisksMessages,
  hindiReportMessages,
  hindiValueMessages,
  hindiHoldMessages,
  hindiLensesMessages,
  hindiMetaMessages,
  hindiViewMessages,
  hindiV2SummaryMessages,
  hindiV2Part3Messages,
  hindiV2Parts12Messages,
  hindiPdfReportMessages,
] as const;

export const hindiMessages: Readonly<Partial<Record<MessageId, string>>> = mergeDomains(HINDI_DOMAINS);

export const hindiCatalogue: Catalogue = { locale: 'hi', messages: hindiMessages };
