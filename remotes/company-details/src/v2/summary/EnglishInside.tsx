import { Fragment, type ReactNode } from 'react';
import { type MessageParams, type Messages } from 'shared-types/messages';
import { useMessages } from '../../i18n/MessagesProvider';

const SLOT = '\uE000';

/** Each language's own script: words in a view of that language written without it are English. */
const SCRIPTS: Readonly<Record<string, RegExp>> = { hi: /[\u0900-\u097F]/ };
const LATIN = /[A-Za-z]/;

/**
 * 'en' when words shown in a view of another language are English: the catalogue's English
 * fallback for a code without a translation yet, or data as sent. Undefined otherwise, so the
 * element keeps the view's language (WCAG 3.1.2).
 */
export function langOf(messages: Messages, text: string): 'en' | undefined {
  if (messages.locale === 'en') return undefined;
  const script = SCRIPTS[messages.locale];
  return LATIN.test(text) && (script === undefined || !script.test(text)) ? 'en' : undefined;
}

/** A message with one parameter rendered as a node of its own (marked with its own language). */
export function MessageWithPart({ code, params, name, part }: { code: string; params?: MessageParams; name: string; part: ReactNode }) {
  const messages = useMessages();
  const pieces = messages.format(code, { ...params, [name]: SLOT }).split(SLOT);
  return (
    <>
      {pieces.map((piece, index) => (
        <Fragment key={index}>
          {index > 0 && part}
          {piece}
        </Fragment>
      ))}
    </>
  );
}

/** A message with one parameter that is English data (a source's own name, a level a newer engine sends), marked lang="en" on its own. */
export function EnglishInside({ code, params, name, english }: { code: string; params?: MessageParams; name: string; english: string }) {
  const messages = useMessages();
  return <MessageWithPart code={code} params={params} name={name} part={<span lang={messages.locale === 'en' ? undefined : 'en'}>{english}</span>} />;
}

/** Words that may be English inside another language's view, marked so when they are. */
export function Said({ text }: { text: string }) {
  const messages = useMessages();
  const lang = langOf(messages, text);
  return lang === undefined ? <>{text}</> : <span lang={lang}>{text}</span>;
}
