import { useId } from 'react';
import { readField, type ReceivedPart2, type RiskRow } from 'shared-types/api';
import { useWords } from '../i18n/MessagesProvider';
import type { MessageId } from 'shared-types/messages';
import { OVERALL_RISK_ASSESSMENT } from '../messages';
import { FoldedPart } from '../reading/FoldedPart';
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
  const words = useWords();
  const tone = Object.hasOwn(LEVEL_CLASS, level) ? LEVEL_CLASS[level] : undefined;
  return (
    <span className={tone ? `${styles.badge} ${tone}` : styles.badge} data-level={level} title={level === 'N/A' ? words('outcome.not_assessed') : undefined}>
      {level}
    </span>
  );
}

const KNOWN = [SUMMARY_TABLE, OVERALL_RISK_ASSESSMENT];

/**
 * Part 2: the risk table (Risk Factor, Assessment, Data, Justification) and the
 * 'Overall Risk Assessment' box, which it opens on. Its working, under 'Show
 * the working', is the table's Justification column (a column of the payload's
 * rows, not a reading of their prose) and any entries a newer server adds.
 */
export function RiskTable({ part }: { part: ReceivedPart2 }) {
  const overall = part[OVERALL_RISK_ASSESSMENT];
  const rows = readField(part[SUMMARY_TABLE]);
  const hasOthers = Object.keys(part).some((key) => !KNOWN.includes(key));
  const tableId = useId();
  const hasTable = rows.kind === 'value' && rows.value.length > 0;
  const words = useWords();
  return (
    <FoldedPart
      {...(hasTable ? { leadFoldId: tableId } : {})}
      lead={(open) => (
        <>
          <div id={tableId}>
            <SectionContent read={rows} empty={words('view.empty.risks')}>
              {(value) => <RiskRows rows={value} withJustification={open} />}
            </SectionContent>
          </div>
          {overall !== undefined && overall.trim() !== '' && (
            <Subsection title={words('part.2.overall_risk')} className={styles.calloutBox}>
              <GenericValue value={overall} />
            </Subsection>
          )}
        </>
      )}
      working={hasOthers ? <OtherEntries record={part} known={KNOWN} /> : null}
    />
  );
}

const COLUMNS: readonly MessageId[] = ['view.risks.factor', 'view.risks.assessment', 'view.risks.data', 'view.risks.justification'];
/** The column folded under the working: the longest prose of the table. */
const JUSTIFICATION = 3;

/**
 * On a phone each row is a card with its labels (sections.module.css): the
 * explicit roles keep it a table for screen readers once CSS stops drawing it as one.
 */
function RiskRows({ rows, withJustification }: { rows: readonly RiskRow[]; withJustification: boolean }) {
  const words = useWords();
  if (rows.length === 0) return <EmptyState>{words('view.empty.risks')}</EmptyState>;
  return (
    <ScrollTable caption={words('view.risks.caption')} tableClassName={styles.stackedTable}>
      <thead role="rowgroup">
        <tr role="row">
          {COLUMNS.map((column, index) => (
            <th key={column} scope="col" role="columnheader" hidden={index === JUSTIFICATION && !withJustification}>
              {words(column)}
            </th>
          ))}
        </tr>
      </thead>
      <tbody role="rowgroup">
        {rows.map((row, index) => (
          <tr key={index} role="row">
            {[row.Factor, row.Assessment, row.Data, row.Justification].map((cell, column) => (
              <td key={column} role="cell" data-label={words(COLUMNS[column] ?? 'view.risks.data')} hidden={column === JUSTIFICATION && !withJustification}>
                {column === 1 ? <AssessmentBadge level={cell} /> : <GenericValue value={cell} />}
              </td>
            ))}
          </tr>
        ))}
      </tbody>
    </ScrollTable>
  );
}
