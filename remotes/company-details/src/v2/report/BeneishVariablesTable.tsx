import type { ReportQuality } from 'shared-types/api';
import { useMessages, useWords } from '../../i18n/MessagesProvider';
import { ScrollTable } from '../../shared/ScrollTable';
import { labelOf } from './reportParts';
import styles from './report.module.css';

/**
 * Beneish's eight variables behind Part 3 section 3's 'Show the working': each value and how it was
 * taken (computed, a proxy or set neutral, and why), so a reader sees how much of M is measured.
 */
export function BeneishVariablesTable({ beneish }: { beneish: NonNullable<ReportQuality['beneish']> }) {
  const words = useWords();
  const messages = useMessages();
  return (
    <ScrollTable caption={words('report.beneish.variables')} tableClassName={styles.smallTable}>
      <thead>
        <tr>
          <th scope="col">{words('v2.report.beneish.variable')}</th>
          <th scope="col">{words('v2.report.value')}</th>
          <th scope="col">{words('v2.report.beneish.basis')}</th>
        </tr>
      </thead>
      <tbody>
        {beneish.variables.map((variable, index) => {
          const basis = labelOf(messages, `report.beneish.basis.${variable.basis}`, 'v2.report.beneish.basis.computed');
          const note = variable.note === undefined ? null : labelOf(messages, `report.beneish.note.${variable.note}`, 'common.not_available');
          return (
            <tr key={index}>
              {/* The variables' names are Beneish's abbreviations (DSRI, GMI…), the same in every language. */}
              <th scope="row">{variable.id.toUpperCase()}</th>
              <td>{messages.figure({ value: variable.value, unit: 'number' })}</td>
              <td>{note === null ? basis : words('v2.report.test', { name: basis, outcome: note })}</td>
            </tr>
          );
        })}
      </tbody>
    </ScrollTable>
  );
}
