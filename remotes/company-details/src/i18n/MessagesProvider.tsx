import { createContext, useCallback, useContext, useEffect, useState, type ReactNode } from 'react';
import { createMessages, englishCatalogue, loadMessages, LOCALES, type Locale, type MessageId, type MessageParams, type Messages } from 'shared-types/messages';

// The catalogue is imported only from the lazy research chunk (ResearchView.tsx and below), so a
// first visit to / never loads it (docs/decisions/0005-payload-v2-and-message-catalogue.md).

/** Each locale's messages, built once for the page: a message is parsed on first use and kept. */
const loaded = new Map<Locale, Messages>();
const loading = new Map<Locale, Promise<Messages>>();

/** English, built on first use rather than at module load (docs/performance.md). */
function english(): Messages {
  let messages = loaded.get('en');
  if (messages === undefined) {
    messages = createMessages(englishCatalogue);
    loaded.set('en', messages);
  }
  return messages;
}

function load(locale: Locale): Promise<Messages> {
  let pending = loading.get(locale);
  if (pending === undefined) {
    pending = loadMessages(locale, {}).then((messages) => {
      loaded.set(locale, messages);
      return messages;
    });
    // A failed chunk is asked for again next time, not remembered as failed.
    pending.catch(() => loading.delete(locale));
    loading.set(locale, pending);
  }
  return pending;
}

const isLocale = (code: string): code is Locale => LOCALES.some((locale) => locale === code);

const MessagesContext = createContext<Messages | null>(null);

/**
 * The words of the result view in the chosen language. English is there at once; another language
 * is fetched (its own chunk) while the view keeps the words it showed, so nothing flashes. A code
 * the catalogue has no language for is English.
 */
export function MessagesProvider({ locale, children }: { locale: string; children: ReactNode }) {
  const wanted: Locale = isLocale(locale) ? locale : 'en';
  const ready = wanted === 'en' ? english() : loaded.get(wanted);
  const [shown, setShown] = useState<Messages>(() => ready ?? english());
  // React's 'storing information from previous renders': the last words shown, kept while the next load.
  if (ready !== undefined && ready !== shown) setShown(ready);
  const [, setLoads] = useState(0);

  useEffect(() => {
    if (ready !== undefined) return;
    let current = true;
    load(wanted).then(
      () => current && setLoads((count) => count + 1),
      () => {}, // the chunk did not come: the view stays in the words it has
    );
    return () => {
      current = false;
    };
  }, [wanted, ready]);

  return <MessagesContext.Provider value={ready ?? shown}>{children}</MessagesContext.Provider>;
}

/** The result view's words; English outside a MessagesProvider (a view rendered on its own). */
export function useMessages(): Messages {
  return useContext(MessagesContext) ?? english();
}

/** The view's words by id: a misspelt id fails to compile instead of showing 'No explanation…'. */
export function useWords(): (id: MessageId, params?: MessageParams) => string {
  const messages = useMessages();
  return useCallback((id: MessageId, params?: MessageParams) => messages.format(id, params), [messages]);
}
