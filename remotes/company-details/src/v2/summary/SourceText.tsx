import { useMessages } from '../../i18n/MessagesProvider';
import { type SourceWords } from './dataLines';
import { EnglishInside } from './EnglishInside';

/** A source with its as-of date ('Synthetic test fixture (as of 30 Jun 2025)'); a name as sent stays marked English. */
export function SourceText({ words }: { words: SourceWords }) {
  const messages = useMessages();
  const english = words.english && messages.locale !== 'en' ? 'en' : undefined;
  if (words.date === null) return <span lang={english}>{words.source}</span>;
  if (words.english) return <EnglishInside code="v2.summary.data.source_as_of" params={{ date: words.date }} name="source" english={words.source} />;
  return <>{messages.format('v2.summary.data.source_as_of', { source: words.source, date: words.date })}</>;
}
