import type { ReportMoat } from 'shared-types/api';
import { useMessages, useWords } from '../../i18n/MessagesProvider';
import { ScrollTable } from '../../shared/ScrollTable';
import { ColumnHeader, Sentences } from './reportParts';
import styles from './report.module.css';

/**
 * Part 3, section 2's year-by-year record behind 'Show the working': working capital in days
 * (payables and the cycle only where the payload has them) and the dividend record, as tables
 * rather than v1's run-on sentence.
 */
export function OperatingCycleTables({ moat }: { moat: ReportMoat }) {
  return (
    <>
      {moat.working_capital !== undefined && <WorkingCapitalTable workingCapital={moat.working_capital} />}
      {moat.dividends !== undefined && moat.dividends.length > 0 && <DividendsTable dividends={moat.dividends} />}
    </>
  );
}

const days = (value: number | null | undefined) => ({ value: value ?? null, unit: 'days' as const });

function WorkingCapitalTable({ workingCapital }: { workingCapital: NonNullable<ReportMoat['working_capital']> }) {
  const words = useWords();
  const messages = useMessages();
  const payables = workingCapital.years.some((year) => year.payable_days !== undefined);
  const cycle = workingCapital.years.some((year) => year.cycle_days !== undefined);
  return (
    <>
      <ScrollTable caption={words('report.working_capital.title')} tableClassName={styles.smallTable}>
        <thead>
          <tr>
            <ColumnHeader text={words('v2.report.year')} />
            <ColumnHeader text={words('report.working_capital.receivable_days')} />
            <ColumnHeader text={words('report.working_capital.inventory_days')} />
            {payables && <ColumnHeader text={words('report.working_capital.payable_days')} />}
            {cycle && <ColumnHeader text={words('report.working_capital.cycle_days')} />}
          </tr>
        </thead>
        <tbody>
          {workingCapital.years.map((year) => (
            <tr key={year.period}>
              <th scope="row">{year.period}</th>
              <td>{messages.figure(days(year.receivable_days))}</td>
              <td>{messages.figure(days(year.inventory_days))}</td>
              {payables && <td>{messages.figure(days(year.payable_days))}</td>}
              {cycle && <td>{messages.figure(days(year.cycle_days))}</td>}
            </tr>
          ))}
        </tbody>
      </ScrollTable>
      <Sentences
        lines={[
          words('report.working_capital.basis', { inventory_on_sales: workingCapital.inventory_on_sales === true }),
          words(payables ? 'report.working_capital.payables' : 'report.working_capital.no_payables'),
        ]}
      />
    </>
  );
}

function DividendsTable({ dividends }: { dividends: NonNullable<ReportMoat['dividends']> }) {
  const words = useWords();
  const messages = useMessages();
  return (
    <ScrollTable caption={words('report.dividends.title')} tableClassName={styles.smallTable}>
      <thead>
        <tr>
          <ColumnHeader text={words('v2.report.year')} />
          <ColumnHeader text={words('v2.report.dividend_per_share')} />
          <ColumnHeader text={words('v2.report.payout')} />
        </tr>
      </thead>
      <tbody>
        {dividends.map((year) => (
          <tr key={year.period}>
            <th scope="row">{year.period}</th>
            <td>{messages.figure({ value: year.per_share, unit: 'inr_per_share' })}</td>
            <td>{year.payout === undefined ? words('v2.report.loss_year') : messages.figure({ value: year.payout, unit: 'fraction' }, 0)}</td>
          </tr>
        ))}
      </tbody>
    </ScrollTable>
  );
}
