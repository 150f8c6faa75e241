import { type Catalogue, mergeDomains } from '../catalogue';
import { commonMessages } from './common';
import { governanceMessages } from './governance';
import { holdMessages } from './hold';
import { lensesMessages } from './lenses';
import { metaMessages } from './meta';
import { reportMessages } from './report';
import { risksMessages } from './risks';
import { scoreMessages } from './score';
import { summaryMessages } from './summary';
import { v2SummaryMessages } from './v2Summary';
import { v2Parts12Messages } from './v2Parts12';
import { valueMessages } from './value';
import { v2Part3Messages } from './v2Part3';
import { viewMessages } from './view';
import { pdfReportMessages } from './pdfReport';

/** The English domain files: a new one is one more entry here. */
export const ENGLISH_DOMAINS = [
  commonMessages,
  summaryMessages,
  scoreMessages,
  governanceMessages,
  risksMessages,
  reportMessages,
  valueMessages,
  holdMessages,
  lensesMessages,
  metaMessages,
  viewMessages,
  v2SummaryMessages,
  v2Part3Messages,
  v2Parts12Messages,
  pdfReportMessages,
] as const;

export const englishMessages = mergeDomains(ENGLISH_DOMAINS);

/** Every code the catalogue words. Payload codes are open strings: a reader may meet one this build lacks. */
export type MessageId = keyof typeof englishMessages;

export const englishCatalogue: Catalogue = { locale: 'en', messages: englishMessages };
