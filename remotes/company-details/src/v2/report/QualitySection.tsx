import { riskMessageParams, type ReportV2, type RiskFactorV2, type RisksV2 } from 'shared-types/api';
import type { Messages } from 'shared-types/messages';
import { useMessages, useWords } from '../../i18n/MessagesProvider';
import { Heading } from '../../shared/Subsection';
import { BeneishVariablesTable } from './BeneishVariablesTable';
import { ChipList, labelOf, lastSegment, Note, NotAssessedSection, ReportSection, Sentences, useEnglishMark, type Tone } from './reportParts';
import styles from './report.module.css';

/**
 * Part 3, section 3 ('3. Risks and Quality'): the Piotroski F-score with its tests as pass/fail chips,
 * Altman's zone and Beneish's M as chips (their scores are Part 2's factors), and the factors Part 2
 * flags; each test's figures, Altman's inputs and Beneish's variables behind 'Show the working'.
 */
export function QualitySection({ report, risks }: { report: ReportV2; risks: RisksV2 }) {
  const words = useWords();
  const messages = useMessages();
  const english = useEnglishMark();
  const title = words('view.part_3.risks');
  const quality = report.quality;
  if (quality === undefined) {
    return <NotAssessedSection title={title} report={report} noStatements="report.no_statements.quality" />;
  }
  const piotroski = quality.piotroski;
  const distress = risks.factors.find((factor) => factor.id === 'distress');
  const manipulation = risks.factors.find((factor) => factor.id === 'earnings_manipulation');
  const flagged = risks.factors.filter((factor) => factor.outcome === 'flag').map((factor) => labelOf(messages, `risk.${factor.id}.name`, 'outcome.flag'));
  const criteria = (piotroski?.criteria ?? []).map((criterion) => ({
    name: labelOf(messages, `report.piotroski.${criterion.id}.name`, 'v2.report.piotroski.criterion.other'),
    outcome: labelOf(messages, `report.piotroski.outcome.${criterion.outcome}`, 'common.not_available'),
    tone: OUTCOME_TONES[criterion.outcome] ?? 'muted',
    detail: messages.format(criterion.reason.code, criterion.reason.params),
  }));
  return (
    <ReportSection
      title={title}
      lead={
        <>
          <Heading level={5}>{words('v2.report.piotroski.title')}</Heading>
          <p className={styles.big}>
            {piotroski === undefined
              ? words(quality.piotroski_reason?.code === 'report.piotroski.lender' ? 'outcome.not_applicable' : 'outcome.not_assessed')
              : words('v2.report.piotroski.score', { score: piotroski.score, out_of: piotroski.out_of })}
          </p>
          <ChipList
            label={words('v2.report.piotroski.criteria')}
            chips={criteria.map((criterion) => ({ text: words('v2.report.test', { name: criterion.name, outcome: criterion.outcome }), tone: criterion.tone }))}
          />
          <ChipList
            label={words('v2.report.altman.title')}
            chips={[zoneChip(messages, 'v2.report.altman.title', 'v2.report.altman.zone', distress, 'z_score')]}
          />
          <ChipList
            label={words('v2.report.beneish.title')}
            chips={[zoneChip(messages, 'v2.report.beneish.title', 'v2.report.beneish.zone', manipulation, 'm_score')]}
          />
          <Heading level={5}>{words('v2.report.flags.title')}</Heading>
          {flagged.length === 0 ? (
            <Note>{words('v2.report.flags.none')}</Note>
          ) : (
            <ChipList label={words('v2.report.flags.title')} chips={flagged.map((text) => ({ text, tone: 'bad' }))} />
          )}
        </>
      }
      working={
        <>
          <Sentences
            lines={[piotroski === undefined ? messages.format(quality.piotroski_reason?.code ?? 'reason.unknown', quality.piotroski_reason?.params) : '']}
          />
          {piotroski !== undefined && (
            <>
              <Sentences lines={[words('report.piotroski.score', { score: piotroski.score, out_of: piotroski.out_of })]} />
              <ol>
                {criteria.map((criterion, index) => {
                  const line = words('v2.report.test', { name: criterion.name, outcome: criterion.detail });
                  return (
                    <li key={index} lang={english(line)}>
                      {line}
                    </li>
                  );
                })}
              </ol>
            </>
          )}
          <Sentences lines={[factorText(messages, distress), ...altmanLines(messages, quality)]} />
          <Sentences lines={[factorText(messages, manipulation)]} />
          {quality.beneish !== undefined && <BeneishVariablesTable beneish={quality.beneish} />}
          <Sentences lines={[flagged.length === 0 ? words('report.flags.none') : words('report.flags.some', { factors: flagged })]} />
        </>
      }
    />
  );
}

const OUTCOME_TONES: Readonly<Record<string, Tone>> = { pass: 'good', fail: 'bad', na: 'muted' };
const ZONE_TONES: Readonly<Record<string, Tone>> = { safe: 'good', unlikely: 'good', grey: 'plain', distress: 'bad', likely: 'bad' };

/** 'Altman Z’’ 3.10: Safe zone', or the score's name with why it was not assessed. */
function zoneChip(
  messages: Messages,
  name: 'v2.report.altman.title' | 'v2.report.beneish.title',
  zones: string,
  factor: RiskFactorV2 | undefined,
  figure: string,
) {
  if (factor === undefined || (factor.outcome !== 'flag' && factor.outcome !== 'clear')) {
    const outcome = labelOf(messages, `outcome.${factor?.outcome ?? 'not_assessed'}`, 'outcome.not_assessed');
    return { text: messages.format('v2.report.test', { name: messages.format(name), outcome }), tone: 'muted' as Tone };
  }
  const zone = lastSegment(factor.reason.code);
  const score = factor.figures?.[figure];
  const zoneWords = labelOf(messages, `${zones}.${zone}`, factor.outcome === 'flag' ? 'outcome.flag' : 'outcome.clear');
  const scored = score === undefined ? zoneWords : messages.format('v2.report.score_zone', { score, zone: zoneWords });
  return { text: messages.format('v2.report.test', { name: messages.format(name), outcome: scored }), tone: ZONE_TONES[zone] ?? 'plain' };
}

function factorText(messages: Messages, factor: RiskFactorV2 | undefined): string {
  return factor === undefined ? '' : messages.format(factor.reason.code, riskMessageParams(factor));
}

function altmanLines(messages: Messages, quality: NonNullable<ReportV2['quality']>): string[] {
  const altman = quality.altman;
  if (altman === undefined) return [];
  return [messages.format('report.altman.inputs', { ...altman }), messages.format('report.altman.zones')];
}
