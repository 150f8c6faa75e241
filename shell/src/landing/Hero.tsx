import { useId, type KeyboardEvent, type MouseEvent } from 'react';
import { ContinueResearch } from './ContinueResearch';
import styles from './Hero.module.css';
import { SECTION_IDS, scrollToSection } from './scrollToSection';

/** The landing hero: taglines and the call to action that leads to the research tool. */
export function Hero() {
  const headingId = useId();
  // A link underneath, so the pre-rendered page jumps to #research before any
  // script has loaded; once it has, the jump becomes a smooth scroll.
  const scroll = (event: MouseEvent | KeyboardEvent) => {
    event.preventDefault();
    scrollToSection(SECTION_IDS.research);
  };
  return (
    <section className={styles.hero} aria-labelledby={headingId}>
      <div className={styles.inner}>
        <h1 id={headingId} className={styles.title}>
          Stock Research is your best <span className={styles.highlight}>Conviction</span>
        </h1>
        <p className={styles.lead}>Access comprehensive stock data in just one click.</p>
        <a
          href={`#${SECTION_IDS.research}`}
          role="button"
          className={styles.cta}
          onClick={scroll}
          onKeyDown={(event) => {
            if (event.key === ' ') scroll(event);
          }}
        >
          Get started now
          <svg className={styles.ctaIcon} viewBox="0 0 20 20" aria-hidden="true" focusable="false">
            <path d="M10 4v12m0 0-5-5m5 5 5-5" fill="none" stroke="currentColor" strokeWidth="2" strokeLinecap="round" strokeLinejoin="round" />
          </svg>
        </a>
        <p className={styles.badge}>
          <span className={styles.badgeDot} aria-hidden="true" />
          Loved by 100s of investors
        </p>
      </div>
      <ContinueResearch />
    </section>
  );
}
