import type { ReactNode } from 'react';
import type { MessageId } from 'shared-types/messages';
import { useMessages, useWords } from '../../i18n/MessagesProvider';
import sections from '../../sections/sections.module.css';
import styles from './chips.module.css';
import { englishLang } from '../../i18n/englishLang';

export type ChipTone = 'good' | 'warn' | 'bad' | 'neutral' | 'plain';

const TONE_CLASS: Readonly<Record<ChipTone, string | undefined>> = {
  good: styles.good,
  warn: styles.warn,
  bad: sections.badgeFlagged,
  neutral: sections.badgeNotAssessed,
  plain: undefined,
};

/** A word in a pill for Parts 1 and 2 (met, missed, YES, Low): the tone repeats the word, never replaces it. */
export function Chip({ tone = 'plain', children, lang }: { tone?: ChipTone; children: ReactNode; lang?: string }) {
  const toneClass = TONE_CLASS[tone];
  return (
    <span className={toneClass === undefined ? sections.badge : `${sections.badge} ${toneClass}`} data-tone={tone} lang={lang}>
      {children}
    </span>
  );
}

/** A chip's word and tone by the value it shows ('delivered', 'concern'). */
export interface ChipWord {
  id: MessageId;
  tone: ChipTone;
}

/**
 * The chip of a value from the table of known ones; a value a newer server sends gets the
 * fallback word, neutral, never its id. Without a fallback an unknown value shows no chip.
 */
export function WordChip({ words: table, value, fallback }: { words: Readonly<Record<string, ChipWord>>; value: string | undefined; fallback?: MessageId }) {
  const words = useWords();
  const known = value !== undefined && Object.hasOwn(table, value) ? table[value] : undefined;
  if (known === undefined) return fallback === undefined ? null : <Chip tone="neutral">{words(fallback)}</Chip>;
  return <Chip tone={known.tone}>{words(known.id)}</Chip>;
}

/** A catalogue text in its own span, marked lang="en" when it is the English fallback in another language's view. */
export function Worded({ text }: { text: string }) {
  const { locale } = useMessages();
  return <span lang={englishLang(locale, text)}>{text}</span>;
}

/** Explanatory sentences, folded until 'Show the working' (the id is what the button controls). */
export function Sentences({ id, open, sentences }: { id?: string; open: boolean; sentences: readonly string[] }) {
  const { locale } = useMessages();
  return (
    <ul id={id} className={styles.sentences} hidden={!open}>
      {sentences.map((sentence, index) => (
        <li key={index} lang={englishLang(locale, sentence)}>
          {sentence}
        </li>
      ))}
    </ul>
  );
}
