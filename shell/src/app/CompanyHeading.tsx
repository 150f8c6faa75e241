import { useCompanyHeading } from './servedHeading';

/** What the page holds for the company: painted with the heading, it is also the first paint's largest text (LCP). */
export const companySummaryText = (name: string) =>
  `Key figures and the price history of ${name}, and its research: an investment score out of 100, explained pillar by pillar, with every figure traceable.`;
import styles from './CompanyHeading.module.css';

/**
 * The company page's h1 (docs/company-page.md, "The served page"): the company's name and a
 * short line, from the block the server put into the page, so the pre-rendered HTML paints
 * the name before any script and hydration matches it. Empty, and then not shown, when the page
 * has no block or the address has moved on to another company: the public view names it then.
 * The element's `data-company-heading` is how the server finds it in the template.
 */
export function CompanyHeading() {
  const heading = useCompanyHeading();
  return (
    <header className={styles.heading} data-company-heading="">
      {heading !== null && (
        <>
          <h1 className={styles.name}>{heading.name}</h1>
          <p className={styles.line}>{heading.line}</p>
          <p className={styles.summary}>{companySummaryText(heading.name)}</p>
        </>
      )}
    </header>
  );
}
