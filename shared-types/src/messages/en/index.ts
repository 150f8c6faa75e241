import { type Catalogue, mergeDomains } from '../catalogue';
import { commonMessages } from './common';
import { governanceMessages } from './governance';
import { holdMessages } from './hold';
import { reportMessages } from './report';
import { risksMessages } from './risks';
import { valueMessages } from './value';

/** The English domain files: a new one (risks, score, hold…) is one more entry here. */
export const ENGLISH_DOMAINS = [commonMessages, risksMessages, holdMessages, governanceMessages, valueMessages, reportMessages] as const;

export const englishMessages = mergeDomains(ENGLISH_DOMAINS);

/** Every code the catalogue words. Payload codes are open strings: a reader may meet one this build lacks. */
export type MessageId = keyof typeof englishMessages;

export const englishCatalogue: Catalogue = { locale: 'en', messages: englishMessages };
