import { createContext, useContext, useId } from 'react';
import { siteTexts, type LegalPageId, type SiteTexts } from 'shared-types/api';
import { type LegalBlock, type LegalDocument } from './legalDocument';
import { privacyContent } from './privacyContent';
import { useSiteInfo } from './siteInfo';
import { termsContent } from './termsContent';
import styles from './LegalPage.module.css';

const CONTENT: Record<LegalPageId, (site: SiteTexts) => LegalDocument> = { terms: termsContent, privacy: privacyContent };

/** Said while the seller's details are fetched (only on a page the API did not serve, e.g. the dev server). */
export const LOADING_SELLER_TEXT = 'Loading the seller’s details…';

function Block({ block }: { block: LegalBlock }) {
  if (typeof block === 'string') return <p>{block}</p>;
  return (
    <ul>
      {block.map((item) => (
        <li key={item}>{item}</li>
      ))}
    </ul>
  );
}

/** The build's placeholders (prerender/renderLanding.tsx); null in the browser, which has the real details. */
export const TemplateTextsContext = createContext<SiteTexts | null>(null);

/** One legal page's content: its heading, date, introduction and headed sections. */
export function LegalDocumentView({ document: doc }: { document: LegalDocument }) {
  const headingId = useId();
  return (
    <article className={styles.document} data-legal-page={doc.page} aria-labelledby={headingId}>
      <h1 id={headingId}>{doc.heading}</h1>
      <p className={styles.updated}>Last updated {doc.updated}</p>
      <p>{doc.intro}</p>
      {doc.sections.map((section) => (
        <section key={section.heading}>
          <h2>{section.heading}</h2>
          {section.body.map((block, index) => (
            <Block key={index} block={block} />
          ))}
        </section>
      ))}
    </article>
  );
}

/**
 * `/terms` or `/privacy` (docs/legal-pages.md). The build pre-renders each with the placeholders
 * of SITE_TEXTS_TEMPLATE (`texts`); the server fills them in and the browser hydrates from the
 * site information served with the page, so the text reads the same before and after scripts.
 */
export function LegalPage({ page }: { page: LegalPageId }) {
  const template = useContext(TemplateTextsContext);
  const site = useSiteInfo();
  const known = template ?? (site === null ? null : siteTexts(site));
  return (
    <section className={styles.legal}>
      {known === null ? (
        <p role="status" className={styles.loading}>
          {LOADING_SELLER_TEXT}
        </p>
      ) : (
        <LegalDocumentView document={CONTENT[page](known)} />
      )}
    </section>
  );
}
