import { NO_RISK_DATA, OVERALL_RISK_ASSESSMENT } from '../messages';
import { GenericValue } from '../shared/GenericValue';
import { OtherEntries } from '../shared/OtherEntries';
import { asRecord, findEntry, isBlank, parseFieldValue, textOf } from '../shared/parseFieldValue';
import { ScrollTable } from '../shared/ScrollTable';
import { Subsection } from '../shared/Subsection';
import { EmptyState, TextOrEmpty } from '../shared/TextBlock';
import styles from './sections.module.css';

const SUMMARY_TABLE = 'summary_table';
const COLUMNS = [
  { title: 'Risk Factor', key: 'Factor' },
  { title: 'Assessment', key: 'Assessment' },
  { title: 'Data', key: 'Data' },
  { title: 'Justification', key: 'Justification' },
] as const;

function Cell({ row, column }: { row: Record<string, unknown>; column: (typeof COLUMNS)[number]['key'] }) {
  const value = findEntry(row, column)?.value;
  if (column !== 'Assessment') return <GenericValue value={value} />;
  const text = textOf(value) ?? '—';
  // 'YES' flags the risk; 'N/A' was not assessed (the reason is in Justification); anything else reads as not flagged.
  const answer = text.toUpperCase();
  const tone = answer === 'YES' ? styles.badgeFlagged : answer === 'N/A' ? styles.badgeNotAssessed : null;
  return (
    <span className={tone ? `${styles.badge} ${tone}` : styles.badge} title={answer === 'N/A' ? 'Not assessed' : undefined}>
      {text}
    </span>
  );
}

/** Part 2: the risk table (Risk Factor, Assessment, Data, Justification) and the 'Overall Risk Assessment' box. */
export function RiskTable({ value }: { value: unknown }) {
  const record = asRecord(value);
  if (!record) return <TextOrEmpty value={value} empty={NO_RISK_DATA} />;
  const table = findEntry(record, SUMMARY_TABLE);
  const rows = parseFieldValue(table?.value);
  const overall = findEntry(record, OVERALL_RISK_ASSESSMENT);

  return (
    <div className={styles.stack}>
      {Array.isArray(rows) && rows.length > 0 ? (
        <ScrollTable caption="Operational risk factors">
          <thead>
            <tr>
              {COLUMNS.map(({ title }) => (
                <th key={title} scope="col">
                  {title}
                </th>
              ))}
            </tr>
          </thead>
          <tbody>
            {rows.map((item, index) => {
              const row = asRecord(item) ?? { Factor: item };
              return (
                <tr key={index}>
                  {COLUMNS.map(({ key }) => (
                    <td key={key}>
                      <Cell row={row} column={key} />
                    </td>
                  ))}
                </tr>
              );
            })}
          </tbody>
        </ScrollTable>
      ) : (
        <EmptyState>{NO_RISK_DATA}</EmptyState>
      )}
      {overall && !isBlank(overall.value) && (
        <Subsection title={OVERALL_RISK_ASSESSMENT} className={styles.calloutBox}>
          <GenericValue value={overall.value} />
        </Subsection>
      )}
      <OtherEntries record={record} known={[table?.key, overall?.key]} />
    </div>
  );
}
