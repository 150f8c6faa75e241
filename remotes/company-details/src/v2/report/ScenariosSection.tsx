import type { Figure, Hold, HoldScenario } from 'shared-types/api';
import type { Messages } from 'shared-types/messages';
import { useMessages, useWords } from '../../i18n/MessagesProvider';
import { ScrollTable } from '../../shared/ScrollTable';
import { EmptyState } from '../../shared/TextBlock';
import { asRupees, FiguresTable, useEnglishMark, labelOf, reasonText, ReportSection, Sentences } from './reportParts';

/**
 * Part 3, section 5 ('5. 3-10 Year Hold Scenarios'): v1's table of Scenario, Probability and
 * Description, the description being each case's growth, exit P/E and IRRs, and the expected return;
 * each case's assumptions in full, and how the probabilities are weighted, behind 'Show the working'.
 * With no cases it says 'No scenarios data available', and why in the working.
 */
export function ScenariosSection({ hold }: { hold: Hold }) {
  const words = useWords();
  const messages = useMessages();
  const english = useEnglishMark();
  const title = words('view.part_3.hold_scenarios');
  const scenarios = hold.scenarios ?? [];
  if (scenarios.length === 0) {
    const why = [reasonText(messages, hold.scenarios_reason)];
    if (hold.not_projected !== undefined && hold.scenarios_reason === undefined)
      why.push(messages.format('hold.scenarios.not_projected', { reason: reasonText(messages, hold.not_projected) }));
    return <ReportSection title={title} lead={<EmptyState>{words('view.empty.scenarios')}</EmptyState>} working={<Sentences lines={why} />} />;
  }
  return (
    <ReportSection
      title={title}
      lead={
        <>
          <ScrollTable caption={words('view.scenarios.caption')}>
            <thead>
              <tr>
                <th scope="col">{words('view.scenarios.scenario')}</th>
                <th scope="col">{words('view.scenarios.probability')}</th>
                <th scope="col">{words('view.scenarios.description')}</th>
              </tr>
            </thead>
            <tbody>
              {scenarios.map((scenario, index) => (
                // A newer engine may add a case of a kind this build names 'Another case'.
                <tr key={index}>
                  <th scope="row" lang={english(scenarioName(messages, scenario))}>
                    {scenarioName(messages, scenario)}
                  </th>
                  <td>{messages.figure({ value: scenario.probability, unit: 'fraction' }, 0)}</td>
                  <td lang={english(summary(messages, scenario))}>{summary(messages, scenario)}</td>
                </tr>
              ))}
            </tbody>
          </ScrollTable>
          {hold.expected_return !== undefined && (
            <FiguresTable
              caption={words('v2.hold.expected_return')}
              rows={[{ label: words('v2.hold.expected_return'), value: words('v2.hold.expected_return.value', { expected_return: hold.expected_return }) }]}
            />
          )}
        </>
      }
      working={<Sentences lines={scenarioLines(messages, hold, scenarios)} />}
    />
  );
}

const scenarioName = (messages: Messages, scenario: HoldScenario) => labelOf(messages, `hold.scenario.${scenario.id}.name`, 'v2.hold.scenario.other');

function summary(messages: Messages, scenario: HoldScenario): string {
  if (scenario.growth === undefined || scenario.exit_pe === undefined) return messages.format('v2.hold.not_projected');
  return messages.format('v2.hold.scenario.summary', {
    growth: scenario.growth,
    exit_pe: scenario.exit_pe,
    irr_5_years: scenario.irr_5_years ?? null,
    irr_10_years: scenario.irr_10_years ?? null,
    five: 5,
    ten: 10,
  });
}

/** The case's full assumptions and result (growth as its size, its sign in words), then why its inputs are what they are. */
function caseLines(messages: Messages, hold: Hold, scenario: HoldScenario): string[] {
  const name = scenarioName(messages, scenario);
  const lines: string[] = [];
  const { growth, exit_pe: exitPe } = scenario;
  if (growth !== undefined && exitPe !== undefined && hold.inputs !== undefined) {
    const size: Figure = { ...growth, value: growth.value === null ? null : Math.abs(growth.value) };
    const text = messages.format('hold.scenario.case', {
      growth_sign: (growth.value ?? 0) < 0 ? 'negative' : 'positive',
      growth: size,
      terminal_growth: hold.inputs.terminal_growth,
      exit_pe: exitPe,
      payout: hold.inputs.payout,
      irr_5_years: scenario.irr_5_years ?? null,
      irr_10_years: scenario.irr_10_years ?? null,
      eps_at_exit: scenario.eps_at_exit ?? null,
      eps: hold.inputs.eps,
      exit_value: asRupees(scenario.exit_value),
    });
    lines.push(messages.format('v2.report.test', { name, outcome: text }));
  }
  for (const reason of [scenario.reason, scenario.irr_5_years_reason, scenario.irr_10_years_reason])
    if (reason !== undefined) lines.push(messages.format('v2.report.test', { name, outcome: reasonText(messages, reason) }));
  return lines;
}

function scenarioLines(messages: Messages, hold: Hold, scenarios: readonly HoldScenario[]): string[] {
  const lines = scenarios.flatMap((scenario) => caseLines(messages, hold, scenario));
  if (hold.weighting !== undefined) lines.push(messages.format('hold.scenarios.weighting', { rose: hold.weighting.rose, measured: hold.weighting.measured }));
  if (hold.expected_return !== undefined) lines.push(messages.format('hold.scenarios.expected_return', { expected_return: hold.expected_return }));
  return lines;
}
