import { useId } from 'react';
import type { ResearchV2 } from 'shared-types/api';
import { FoldedPart } from '../../reading/FoldedPart';
import { MoatSection } from './MoatSection';
import { OverviewSection } from './OverviewSection';
import { QualitySection } from './QualitySection';
import { PartFold } from './reportParts';
import { ScenariosSection } from './ScenariosSection';
import { ValueSection } from './ValueSection';
import styles from './report.module.css';

/**
 * Part 3 ('Holistic Investment Investigation Report') of the v2 answer: the body of its card, the
 * five numbered sections the spec names, each compact (tables, chips, bars). It opens on '1. Overall
 * Investigation' (docs/company-page.md, 'Reading the page'); one 'Show the working' shows its
 * sentences and sections 2 to 5 with theirs. The card and its h3 title are the layout's; sections are h4.
 */
export function ReportPartV2({ document }: { document: ResearchV2 }) {
  const leadFoldId = useId();
  return (
    <FoldedPart
      leadFoldId={leadFoldId}
      lead={(open) => (
        <div className={styles.part}>
          <PartFold.Provider value={{ open, foldId: leadFoldId }}>
            <OverviewSection document={document} />
          </PartFold.Provider>
        </div>
      )}
      working={
        // Hidden until the Part's working is shown: then each section whole, its sentences with it.
        <div className={styles.part}>
          <PartFold.Provider value={{ open: true }}>
            <MoatSection report={document.report} />
            <QualitySection report={document.report} risks={document.risks} />
            <ValueSection value={document.value} hold={document.hold} />
            <ScenariosSection hold={document.hold} />
          </PartFold.Provider>
        </div>
      }
    />
  );
}
