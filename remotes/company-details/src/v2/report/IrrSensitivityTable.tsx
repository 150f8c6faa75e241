import type { HoldSensitivity } from 'shared-types/api';
import { useMessages, useWords } from '../../i18n/MessagesProvider';
import { ScrollTable } from '../../shared/ScrollTable';
import styles from './report.module.css';

/**
 * The 5-year IRR for EPS growth 5 points either side (rows) against the exit P/E 25% either side
 * (columns), behind 'IRR Projections'' working: which of the two moves the result more is read off
 * the grid. 'n/m' where an IRR is not meaningful.
 */
export function IrrSensitivityTable({ sensitivity }: { sensitivity: HoldSensitivity }) {
  const words = useWords();
  const messages = useMessages();
  return (
    <ScrollTable caption={words('v2.hold.sensitivity.caption')} tableClassName={styles.smallTable}>
      <thead>
        <tr>
          <th scope="col">{words('v2.hold.sensitivity.growth')}</th>
          {sensitivity.exit_pe.map((exitPe, index) => (
            <th scope="col" key={index}>
              {words('v2.hold.sensitivity.exit_pe', { exit_pe: { value: exitPe, unit: 'times' } })}
            </th>
          ))}
        </tr>
      </thead>
      <tbody>
        {sensitivity.growth.map((growth, row) => (
          <tr key={row}>
            <th scope="row">{messages.figure({ value: growth, unit: 'fraction' })}</th>
            {sensitivity.exit_pe.map((_, column) => {
              const irr = sensitivity.irr[row]?.[column] ?? null;
              return <td key={column}>{irr === null ? words('hold.irr.not_meaningful_short') : messages.figure({ value: irr, unit: 'fraction' })}</td>;
            })}
          </tr>
        ))}
      </tbody>
    </ScrollTable>
  );
}
