import { Fragment, useEffect, useId, useRef, type ReactNode } from 'react';
import { KeyFiguresCard } from '../companyPage/KeyFiguresCard';
import { useMessages, useWords } from '../i18n/MessagesProvider';
import { ResultSection } from './ResultSection';
import { presentSections, type ResultSectionId } from './resultSections';
import { scrollAndFocus } from './scrollMotion';
import { SectionBar } from './SectionBar';
import styles from '../CompanyDetailsPage.module.css';

export interface ResultPageProps {
  /** Just researched: bring the result into view and move focus to its heading (issue 30 item 2). */
  arriving: boolean;
  /** The company's address key (else its id): the key figures strip heads the summary, whichever answer. */
  lookupKey: string;
  /** The rest of the summary section, from the answer. */
  summary: ReactNode;
  /** The 'Price' and 'Statements' sections' content; each bar entry shows only when given. */
  price?: ReactNode;
  statements?: ReactNode;
  peers: ReactNode;
  lenses: ReactNode;
  /** The Parts' cards with their anchors, in page order. */
  parts: readonly { id: ResultSectionId | undefined; key: string; card: ReactNode }[];
  /** Which answer the page was rendered from ('v1' or 'v2'), for tests and support. */
  answer: 'v1' | 'v2';
}

/**
 * The 'Company Details' result's frame, the same whichever answer fills it (docs/company-page.md
 * 'Reading the page'): the heading, the sticky section bar, then Summary, Price, Statements, Peers,
 * Lenses and the Parts in that order. A Part without an anchor (a field this build does not know)
 * is a card after them.
 */
export function ResultPage({ arriving, lookupKey, summary, price, statements, peers, lenses, parts, answer }: ResultPageProps) {
  const headingId = useId();
  const { locale } = useMessages();
  const words = useWords();
  const heading = useRef<HTMLHeadingElement>(null);
  const sections = presentSections(
    new Set<string>([
      'summary',
      'peers',
      'lenses',
      ...(price === undefined ? [] : ['price']),
      ...(statements === undefined ? [] : ['statements']),
      ...parts.flatMap((part) => (part.id === undefined ? [] : [part.id])),
    ]),
  );

  // Only as the view mounts (once per company): a later render must not take focus away.
  const arrivedOnMount = useRef(arriving);
  useEffect(() => {
    if (arrivedOnMount.current && heading.current) scrollAndFocus(heading.current);
  }, []);

  return (
    <section className={styles.view} aria-labelledby={headingId} lang={locale === 'en' ? undefined : locale} data-answer={answer}>
      <h2 id={headingId} ref={heading} tabIndex={-1} className={styles.heading}>
        {words('view.title')}
      </h2>
      <SectionBar sections={sections} />
      <ResultSection id="summary">
        <KeyFiguresCard lookupKey={lookupKey} />
        {summary}
      </ResultSection>
      {price !== undefined && <ResultSection id="price">{price}</ResultSection>}
      {statements !== undefined && <ResultSection id="statements">{statements}</ResultSection>}
      <ResultSection id="peers">{peers}</ResultSection>
      <ResultSection id="lenses">{lenses}</ResultSection>
      {parts.map(({ id, key, card }) =>
        id === undefined ? (
          <Fragment key={key}>{card}</Fragment>
        ) : (
          <ResultSection key={key} id={id}>
            {card}
          </ResultSection>
        ),
      )}
    </section>
  );
}
