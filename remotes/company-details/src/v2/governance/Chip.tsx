import type { ReactNode } from 'react';
import sections from '../../sections/sections.module.css';
import styles from './chips.module.css';

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

/** Explanatory sentences, folded until 'Show the working' (the id is what the button controls). */
export function Sentences({ id, open, sentences }: { id: string; open: boolean; sentences: readonly string[] }) {
  return (
    <ul id={id} className={styles.sentences} hidden={!open}>
      {sentences.map((sentence, index) => (
        <li key={index}>{sentence}</li>
      ))}
    </ul>
  );
}
