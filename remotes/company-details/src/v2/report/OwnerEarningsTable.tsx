import type { OwnerEarningsV2 } from 'shared-types/api';
import type { MessageId } from 'shared-types/messages';
import { useMessages, useWords } from '../../i18n/MessagesProvider';
import { ScrollTable } from '../../shared/ScrollTable';
import { Chip, labelOf } from './reportParts';
import styles from './report.module.css';

const INPUTS = [
  ['net_profit', 'v2.value.net_profit'],
  ['depreciation', 'v2.value.depreciation'],
  ['maintenance_capex', 'v2.value.maintenance_capex'],
  ['working_capital_change', 'v2.value.working_capital_change'],
] as const satisfies readonly (readonly [keyof NonNullable<OwnerEarningsV2['inputs']>, MessageId])[];

/**
 * Owner's earnings as Buffett adds them up: the four inputs leading to the result, one row each,
 * the result in the table's foot. Not computed (a lender, a missing input): a chip saying so; why
 * is in the section's working.
 */
export function OwnerEarningsTable({ earnings }: { earnings: OwnerEarningsV2 | undefined }) {
  const words = useWords();
  const messages = useMessages();
  if (earnings === undefined) return null;
  const inputs = earnings.inputs;
  if (earnings.outcome !== 'computed' || inputs === undefined) {
    const outcome = labelOf(messages, `outcome.${earnings.outcome}`, 'outcome.not_assessed');
    return (
      <p>
        <Chip tone="muted">{words('v2.report.test', { name: words('v2.value.owner_earnings'), outcome })}</Chip>
      </p>
    );
  }
  return (
    <ScrollTable caption={words('v2.value.owner_earnings.caption', { period: earnings.period ?? '' })} tableClassName={styles.smallTable}>
      <thead>
        <tr>
          <th scope="col">{words('v2.report.measure')}</th>
          <th scope="col">{words('v2.report.value')}</th>
        </tr>
      </thead>
      <tbody>
        {INPUTS.map(([key, label]) => (
          <tr key={key}>
            <th scope="row">{words(label)}</th>
            <td>{messages.figure(inputs[key])}</td>
          </tr>
        ))}
      </tbody>
      <tfoot>
        <tr>
          <th scope="row">{words('v2.value.owner_earnings')}</th>
          <td>{earnings.result === undefined ? words('common.not_available') : messages.figure(earnings.result)}</td>
        </tr>
      </tfoot>
    </ScrollTable>
  );
}
