import type { Hold } from 'shared-types/api';
import type { Messages } from 'shared-types/messages';
import { useMessages, useWords } from '../../i18n/MessagesProvider';
import { ScrollTable } from '../../shared/ScrollTable';
import { IrrSensitivityTable } from './IrrSensitivityTable';
import { Chip, reasonText, ReportSection, Sentences } from './reportParts';
import styles from './report.module.css';

/**
 * 'IRR Projections' in Part 3, section 4: the IRR a year for each holding period (3, 5, 10 years…)
 * as a small table, 'n/m' where one is not meaningful; the assumptions behind it, the method and why
 * a horizon has no figure are behind 'Show the working'.
 */
export function IrrPart({ hold }: { hold: Hold }) {
  const words = useWords();
  const messages = useMessages();
  const irr = hold.irr ?? [];
  return (
    <ReportSection
      level={5}
      title={words('hold.irr.title')}
      lead={
        irr.length === 0 ? (
          <p>
            <Chip tone="muted">{words('v2.hold.not_projected')}</Chip>
          </p>
        ) : (
          <ScrollTable caption={words('hold.irr.title')} tableClassName={styles.smallTable}>
            <thead>
              <tr>
                <th scope="col">{words('v2.hold.horizon')}</th>
                <th scope="col">{words('v2.hold.irr')}</th>
              </tr>
            </thead>
            <tbody>
              {irr.map((horizon) => (
                <tr key={horizon.horizon_years}>
                  <th scope="row">{words('part.3.irr_horizon', { years: horizon.horizon_years })}</th>
                  <td>{horizon.irr === undefined || horizon.irr.value === null ? words('hold.irr.not_meaningful_short') : messages.figure(horizon.irr)}</td>
                </tr>
              ))}
            </tbody>
          </ScrollTable>
        )
      }
      working={
        <>
          <Sentences lines={irrLines(messages, hold)} />
          {hold.sensitivity !== undefined && <IrrSensitivityTable sensitivity={hold.sensitivity} />}
        </>
      }
    />
  );
}

function irrLines(messages: Messages, hold: Hold): string[] {
  if (hold.not_projected !== undefined) return [reasonText(messages, hold.not_projected)];
  const lines = (hold.irr ?? [])
    .filter((horizon) => horizon.reason !== undefined)
    .map((horizon) =>
      messages.format('v2.report.test', {
        name: messages.format('part.3.irr_horizon', { years: horizon.horizon_years }),
        outcome: reasonText(messages, horizon.reason, { horizon_years: horizon.horizon_years }),
      }),
    );
  // A price's dating ('Dated after {date}') names the price's own date, which the answer carries once, on the price.
  const priceDate = { date: hold.inputs?.price.period ?? null };
  lines.push(...(hold.assumptions ?? []).map((reason) => reasonText(messages, reason, priceDate)));
  const byYears = new Map((hold.irr ?? []).map((horizon) => [horizon.horizon_years, horizon.irr?.value ?? null]));
  const three = byYears.get(3);
  if (three !== undefined && three !== null && three === byYears.get(5)) lines.push(messages.format('hold.irr.same_3_and_5'));
  if (hold.inputs !== undefined) lines.push(messages.format('hold.irr.method', { terminal_growth: hold.inputs.terminal_growth }));
  return lines;
}
