import { type Catalogue, mergeDomains } from '../catalogue';
import type { MessageId } from '../en';
import { hindiCommonMessages } from './common';

/** The Hindi domain files: a new one is one more entry here. A code without Hindi is worded in English. */
export const HINDI_DOMAINS = [hindiCommonMessages] as const;

export const hindiMessages: Readonly<Partial<Record<MessageId, string>>> = mergeDomains(HINDI_DOMAINS);

export const hindiCatalogue: Catalogue = { locale: 'hi', messages: hindiMessages };
