// The message catalogue: words for the v2 research payload's codes and figures
// (docs/decisions/0005-payload-v2-and-message-catalogue.md). Imported only by the
// company-details remote, behind its lazy research view, and by the API: never by
// the shell or shared-types/api, so the first visit to / does not load it.
export { LOCALES, INTL_LOCALES, type Catalogue, type Locale } from './catalogue';
export { englishCatalogue, englishMessages, type MessageId } from './en';
export { createMessages, type FormatOptions, type MessageParams, type Messages, type MessagesOptions } from './messages';
export { loadMessages } from './loadMessages';
