import { readField, type ReceivedPart2, type RiskRow } from 'shared-types/api';
import { NO_RISK_DATA, OVERALL_RISK_ASSESSMENT } from '../messages';
import { GenericValue } from '../shared/GenericValue';
import { OtherEntries } from '../shared/OtherEntries';
import { SectionContent } from '../shared/SectionContent';
import { ScrollTable } from '../shared/ScrollTable';
import { Subsection } from '../shared/Subsection';
import { EmptyState } from '../shared/TextBlock';
import styles from './sections.module.css';

const SUMMARY_TABLE = 'summary_table';

/**
 * 'YES' flags the risk; 'N/A' was not assessed (the reason is in Justification);
 * 'NO', and any level this build does not know, get the plain badge.
 */
const LEVEL_CLASS: Readonly<Record<string, string | undefined>> = { YES: styles.badgeFlagged, 'N/A': styles.badgeNotAssessed };

function AssessmentBadge({ level }: { level: RiskRow['Assessment'] }) {
  const tone = Object.hasOwn(LEVEL_CLASS, level) ? LEVEL_CLASS[level] : undefined;
  return (
    <span className={tone ? `${styles.badge} ${tone}` : styles.badge} data-level={level} title={level === 'N/A' ? 'Not assessed' : undefined}>
      {level}
    </span>
  );
}

/** Part 2: the risk table (Risk Factor, Assessment, Data, Justification) and the 'Overall Risk Assessment' box. */
export function RiskTable({ part }: { part: ReceivedPart2 }) {
  const overall = part[OVERALL_RISK_ASSESSMENT];
  return (
    <div className={styles.stack}>
      <SectionContent read={readField(part[SUMMARY_TABLE])} empty={NO_RISK_DATA}>
        {(rows) => <RiskRows rows={rows} />}
      </SectionContent>
      {overall !== undefined && overall.trim() !== '' && (
        <Subsection title={OVERALL_RISK_ASSESSMENT} className={styles.calloutBox}>
          <GenericValue value={overall} />
        </Subsection>
      )}
      <OtherEntries record={part} known={[SUMMARY_TABLE, OVERALL_RISK_ASSESSMENT]} />
    </div>
  );
}

function RiskRows({ rows }: { rows: readonly RiskRow[] }) {
  if (rows.length === 0) return <EmptyState>{NO_RISK_DATA}</EmptyState>;
  return (
    <ScrollTable caption="Operational risk factors">
      <thead>
        <tr>
          <th scope="col">Risk Factor</th>
          <th scope="col">Assessment</th>
          <th scope="col">Data</th>
          <th scope="col">Justification</th>
        </tr>
      </thead>
      <tbody>
        {rows.map((row, index) => (
          <tr key={index}>
            {[row.Factor, row.Assessment, row.Data, row.Justification].map((cell, column) => (
              <td key={column}>{column === 1 ? <AssessmentBadge level={cell} /> : <GenericValue value={cell} />}</td>
            ))}
          </tr>
        ))}
      </tbody>
    </ScrollTable>
  );
}
