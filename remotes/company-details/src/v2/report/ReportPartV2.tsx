import type { ResearchV2 } from 'shared-types/api';
import { MoatSection } from './MoatSection';
import { OverviewSection } from './OverviewSection';
import { QualitySection } from './QualitySection';
import { ScenariosSection } from './ScenariosSection';
import { ValueSection } from './ValueSection';
import styles from './report.module.css';

/**
 * Part 3 ('Holistic Investment Investigation Report') of the v2 answer: the body of its card, the
 * five numbered sections the spec names, each compact (tables, chips, bars) with its sentences
 * behind its own 'Show the working'. The card and its h3 title are the layout's; sections are h4.
 */
export function ReportPartV2({ document }: { document: ResearchV2 }) {
  return (
    <div className={styles.part}>
      <OverviewSection document={document} />
      <MoatSection report={document.report} />
      <QualitySection report={document.report} risks={document.risks} />
      <ValueSection value={document.value} hold={document.hold} />
      <ScenariosSection hold={document.hold} />
    </div>
  );
}
