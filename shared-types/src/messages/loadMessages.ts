import { type Locale } from './catalogue';
import { englishCatalogue } from './en';
import { createMessages, type Messages, type MessagesOptions } from './messages';

/** A language's messages; Hindi's catalogue is a separate chunk, fetched only when Hindi is chosen. */
export async function loadMessages(locale: Locale, options?: MessagesOptions): Promise<Messages> {
  switch (locale) {
    case 'en':
      return createMessages(englishCatalogue, options);
    case 'hi': {
      const { hindiCatalogue } = await import('./hi');
      return createMessages(hindiCatalogue, options);
    }
  }
}
