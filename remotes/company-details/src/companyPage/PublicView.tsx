import { useId } from 'react';
import { type CompanyPublic } from 'shared-types/api';
import { selectShellNamesCompany, useAppSelector } from 'shared-types/shell';
import { KeyFiguresStrip } from '../keyFigures/KeyFiguresStrip';
import { DEMO_BADGE } from '../messages';
import { NO_FREE_RESEARCH_USED, researchButtonText, SIGN_IN_FOR_ANALYSIS, usesFreeResearchText } from './messages';
import { type PageAccess } from './pageAccess';
import { PriceSection } from './PriceSection';
import styles from './companyPage.module.css';

export interface PublicViewProps {
  view: CompanyPublic;
  access: PageAccess;
  /** Free researches left, when known (-1 for unlimited). */
  remaining: number | null;
  onResearch: () => void;
}

/** What the research button says it costs: nothing for a company without statements (docs/product-rules.md). */
function costLine(view: CompanyPublic, access: PageAccess, remaining: number | null): string | null {
  if (!view.company.has_statements) return NO_FREE_RESEARCH_USED;
  return access === 'offer' ? usesFreeResearchText(remaining) : null;
}

/**
 * The public view of a company (issue 30 item 1): its name, the price with its date, the key
 * figures and the price chart, never the Parts. A signed-in user gets 'Research <name>'; a
 * visitor 'Sign in to see the full analysis', which asks the shell for a research: with nobody
 * signed in its listener raises researchNeedsSignIn and the search remote asks for sign-in,
 * the same route the search box takes.
 */
export function PublicView({ view, access, remaining, onResearch }: PublicViewProps) {
  const headingId = useId();
  const costId = useId();
  const { company, key_figures } = view;
  const cost = access === 'signIn' ? null : costLine(view, access, remaining);
  // The shell's h1 already names the company on a page served with its heading (docs/company-page.md,
  // "The served page"): a second name heading would repeat it; the region keeps the name as its label.
  const shellNamesCompany = useAppSelector(selectShellNamesCompany);
  const label = shellNamesCompany ? { 'aria-label': company.name } : { 'aria-labelledby': headingId };
  return (
    <section className={styles.view} {...label} data-testid="company-public-view">
      {(!shellNamesCompany || company.is_demo) && (
        <header className={styles.header}>
          {!shellNamesCompany && (
            <h2 id={headingId} className={styles.name}>
              {company.name}
            </h2>
          )}
          {company.is_demo && <span className={styles.badge}>{DEMO_BADGE}</span>}
        </header>
      )}
      <KeyFiguresStrip figures={key_figures} />
      {access !== 'wait' && (
        <div className={styles.action}>
          <button type="button" className={styles.primary} onClick={onResearch} aria-describedby={cost === null ? undefined : costId}>
            {access === 'signIn' ? SIGN_IN_FOR_ANALYSIS : researchButtonText(company.name)}
          </button>
          {cost !== null && (
            <p id={costId} className={styles.muted}>
              {cost}
            </p>
          )}
        </div>
      )}
      <PriceSection lookupKey={company.key} drawWhenNear />
    </section>
  );
}
