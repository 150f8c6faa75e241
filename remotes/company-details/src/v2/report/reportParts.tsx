import { useContext, createContext, type ReactNode } from 'react';
import { englishLang } from '../../i18n/englishLang';
import type { Figure, Reason, ReportV2 } from 'shared-types/api';
import type { MessageId, MessageParams, Messages } from 'shared-types/messages';
import { FoldedPart } from '../../reading/FoldedPart';
import { ScrollTable } from '../../shared/ScrollTable';
import { Subsection } from '../../shared/Subsection';
import { useMessages, useWords } from '../../i18n/MessagesProvider';
import styles from './report.module.css';

/**
 * The pieces Part 3's five v2 sections share: a section that opens on its compact figures and folds
 * its sentences under 'Show the working', a small table of figures, chips that say what their tone
 * shows, and the worded sentences. Kept together so each section file holds only what it reads.
 */

/** One numbered section (h4), or a part of one (h5): its title, the compact lead, and its sentences (null: none). */
export function ReportSection({ title, lead, working, level = 4 }: { title: string; lead: ReactNode; working: ReactNode | null; level?: 4 | 5 }) {
  const partFold = useContext(PartFold);
  const compact = <div className={styles.compact}>{lead}</div>;
  return (
    <Subsection title={title} level={level}>
      {partFold === null ? (
        <FoldedPart lead={compact} working={working} />
      ) : (
        <>
          {compact}
          {working !== null && (
            <div id={partFold.foldId} hidden={!partFold.open}>
              {working}
            </div>
          )}
        </>
      )}
    </Subsection>
  );
}

/**
 * Set by a Part that folds its sections under one 'Show the working' (ReportPartV2): whether it is
 * open, and the id its button controls for the sentences of the section it opens on. A section
 * inside it shows its sentences when the Part is open, with no button of its own.
 */
export const PartFold = createContext<{ open: boolean; foldId?: string } | null>(null);

/** A section the engine did not assess: no statements imported, or a kind of company it has no model for. */
export function NotAssessedSection({ title, report, noStatements }: { title: string; report: ReportV2; noStatements: MessageId }) {
  const words = useWords();
  const kind = report.overview.unmodelled_kind;
  const why = kind === undefined ? words(noStatements) : words('report.not_modelled', { kind });
  return <ReportSection title={title} lead={<Note>{why}</Note>} working={null} />;
}

/** WCAG 3.1.2: text that stays English in a view of another language is marked lang="en" (i18n/englishLang.ts). */
export function useEnglishMark(): (text: string) => 'en' | undefined {
  const { locale } = useMessages();
  return (text) => englishLang(locale, text);
}

/** A column header, marked English where it stays English. */
export function ColumnHeader({ text }: { text: string }) {
  const english = useEnglishMark();
  return (
    <th scope="col" lang={english(text)}>
      {text}
    </th>
  );
}

export interface FigureRow {
  label: string;
  value: ReactNode;
  period?: string | undefined;
}

/** A small table of measures: Measure, Value and, when any row has one, Period. */
export function FiguresTable({ caption, rows }: { caption: string; rows: readonly FigureRow[] }) {
  const words = useWords();
  const english = useEnglishMark();
  const periods = rows.some((row) => row.period !== undefined);
  if (rows.length === 0) return null;
  return (
    <ScrollTable caption={caption} tableClassName={styles.smallTable}>
      <thead>
        <tr>
          <th scope="col">{words('v2.report.measure')}</th>
          <th scope="col">{words('v2.report.value')}</th>
          {periods && <th scope="col">{words('v2.report.period')}</th>}
        </tr>
      </thead>
      <tbody>
        {rows.map((row, index) => (
          <tr key={index}>
            <th scope="row" lang={english(row.label)}>
              {row.label}
            </th>
            <td>{row.value}</td>
            {periods && <td>{row.period ?? ''}</td>}
          </tr>
        ))}
      </tbody>
    </ScrollTable>
  );
}

export type Tone = 'good' | 'bad' | 'muted' | 'plain';

/** A chip: its words carry the meaning, the tone only repeats it. */
export function Chip({ tone = 'plain', children }: { tone?: Tone; children: string }) {
  const english = useEnglishMark();
  return (
    <span className={tone === 'plain' ? styles.chip : `${styles.chip} ${styles[tone]}`} lang={english(children)}>
      {children}
    </span>
  );
}

/** A named list of chips (the nine Piotroski tests, the moat signals). */
export function ChipList({ label, chips }: { label: string; chips: readonly { text: string; tone: Tone }[] }) {
  if (chips.length === 0) return null;
  return (
    <ul className={styles.chips} aria-label={label}>
      {chips.map((chip, index) => (
        <li key={index}>
          <Chip tone={chip.tone}>{chip.text}</Chip>
        </li>
      ))}
    </ul>
  );
}

/** Worded sentences, one paragraph each; empty strings are left out. */
export function Sentences({ lines }: { lines: readonly string[] }) {
  const english = useEnglishMark();
  return (
    <div className={styles.sentences}>
      {lines
        .filter((line) => line !== '')
        .map((line, index) => (
          <p key={index} lang={english(line)}>
            {line}
          </p>
        ))}
    </div>
  );
}

/** A plain note in the compact view: an empty state or why a figure is missing. */
export function Note({ children }: { children: string }) {
  const english = useEnglishMark();
  return (
    <p className={styles.note} lang={english(children)}>
      {children}
    </p>
  );
}

/** The words of an open-enum value: its own message when this build has one, else the fallback's. */
export function labelOf(messages: Messages, code: string, fallback: string, params?: MessageParams): string {
  return messages.format(messages.has(code) ? code : fallback, params);
}

/** A reason worded with its own parameters (and any the view adds). */
export function reasonText(messages: Messages, reason: Reason | undefined, extra: MessageParams = {}): string {
  return reason === undefined ? '' : messages.format(reason.code, { ...extra, ...reason.params });
}

/** A figure written by its unit; 'n/a' when absent or unknown. */
export function figureText(messages: Messages, figure: Figure | undefined, decimals?: number): string {
  return figure === undefined ? messages.format('common.not_available') : messages.figure(figure, decimals);
}

/** A multiple the message already calls 'times': the bare number, so it does not read '2.6× times'. */
export const asNumber = (figure: Figure): Figure => ({ ...figure, unit: 'number' });

/** A ₹-a-share figure in a message that already says 'a share': rupees alone, so it does not read twice. */
export const asRupees = (figure: Figure | undefined): Figure | null => (figure === undefined ? null : { ...figure, unit: 'inr' });

/** The last segment of a code ('report.moat.lender.clears' → 'clears'). */
export const lastSegment = (code: string): string => code.slice(code.lastIndexOf('.') + 1);
