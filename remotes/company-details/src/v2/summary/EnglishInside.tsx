import { Fragment, type ReactNode } from 'react';
import { type MessageParams } from 'shared-types/messages';
import { useMessages } from '../../i18n/MessagesProvider';

const SLOT = '\uE000';

/**
 * A message with one parameter that is English data (a source's own name, a level a newer engine
 * sends): in another language it is marked lang="en" on its own, so a screen reader switches voice
 * for it and not for the sentence around it (WCAG 3.1.2).
 */
export function EnglishInside({ code, params, name, english }: { code: string; params?: MessageParams; name: string; english: string }) {
  const messages = useMessages();
  if (messages.locale === 'en') return <>{messages.format(code, { ...params, [name]: english })}</>;
  const parts = messages.format(code, { ...params, [name]: SLOT }).split(SLOT);
  const nodes: ReactNode[] = parts.flatMap((part, index) =>
    index === 0
      ? [part]
      : [
          <span key={index} lang="en">
            {english}
          </span>,
          part,
        ],
  );
  return (
    <>
      {nodes.map((node, index) => (
        <Fragment key={index}>{node}</Fragment>
      ))}
    </>
  );
}
