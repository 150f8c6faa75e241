import { Fragment, type ReactNode } from 'react';
import { type MessageParams, type Messages } from 'shared-types/messages';
import { englishLang } from '../../i18n/englishLang';
import { useMessages } from '../../i18n/MessagesProvider';

const SLOT = '\uE000';

/** 'en' when words shown in a view of another language are English (i18n/englishLang.ts). */
export function langOf(messages: Messages, text: string): 'en' | undefined {
  return englishLang(messages.locale, text);
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
