import { useId, type ReactNode } from 'react';
import { ComparisonTable } from './ComparisonTable';
import { FeatureCards } from './FeatureCards';
import styles from './HowItWorks.module.css';
import { SECTION_IDS } from './scrollToSection';
import { StockPicker } from './StockPicker';

interface Step {
  number: number;
  title: string;
  text: string;
  extra?: ReactNode;
}

const STEPS: readonly Step[] = [
  {
    number: 1,
    title: 'Select a Stock',
    text: 'Pick a company from the list below, or search for it by name or code in the research section.',
    extra: <StockPicker />,
  },
  {
    number: 2,
    title: 'Get Detailed Info',
    text: 'See financial metrics, market data and charts, with risk assessments and an investment score out of 100.',
  },
  {
    number: 3,
    title: 'Make Informed Decisions',
    text: 'Weigh the analysis and its risks alongside your own research before you decide whether to invest.',
  },
];

/** The "How it works" section (#features): three steps, the feature cards and the comparison table. */
export function HowItWorks() {
  const headingId = useId();
  return (
    <section id={SECTION_IDS.features} className={styles.section} aria-labelledby={headingId}>
      <div className={styles.inner}>
        <header className={styles.intro}>
          <h2 id={headingId} className={styles.heading}>
            How it works
          </h2>
          <p className={styles.lead}>From a company name to a clear, explained analysis in three steps.</p>
        </header>
        <ol className={styles.steps}>
          {STEPS.map((step) => (
            <li key={step.number} className={styles.step}>
              <h3 className={styles.stepTitle}>
                <span className={styles.stepNumber}>{step.number}</span> {step.title}
              </h3>
              <p className={styles.stepText}>{step.text}</p>
              {step.extra}
            </li>
          ))}
        </ol>
        <FeatureCards />
        <ComparisonTable />
      </div>
    </section>
  );
}
