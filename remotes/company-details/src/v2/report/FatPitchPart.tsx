import type { FatPitchV2, ValueV2 } from 'shared-types/api';
import type { Messages } from 'shared-types/messages';
import { useMessages, useWords } from '../../i18n/MessagesProvider';
import { Chip, ChipList, labelOf, ReportSection, Sentences, type Tone } from './reportParts';
import { valueReason } from './valueSentences';

/**
 * 'Fat Pitch Analysis' in Part 3, section 4: the verdict as a chip and its three tests as pass/fail
 * chips; the tests' figures against their bars, and what price would make it one, behind 'Show the
 * working'. A verdict a newer engine adds reads 'Not judged' rather than its id.
 */
export function FatPitchPart({ value }: { value: ValueV2 }) {
  const words = useWords();
  const messages = useMessages();
  const pitch = value.fat_pitch;
  const tests = pitch.tests ?? [];
  return (
    <ReportSection
      level={5}
      title={words('value.fat_pitch.heading')}
      lead={
        <>
          <p>
            <Chip tone={VERDICT_TONES[pitch.outcome] ?? 'muted'}>
              {labelOf(messages, `v2.value.fat_pitch.${pitch.outcome}`, 'v2.value.fat_pitch.not_assessed')}
            </Chip>
          </p>
          <ChipList
            label={words('v2.value.fat_pitch.tests')}
            chips={tests.map((test) => ({
              text: words('v2.report.test', {
                name: labelOf(messages, `v2.value.test.${test.id}`, 'v2.value.test.other'),
                outcome: words(test.passed === null ? 'v2.value.test.unknown' : test.passed ? 'v2.value.test.pass' : 'v2.value.test.fail'),
              }),
              tone: test.passed === null ? 'muted' : test.passed ? 'good' : 'bad',
            }))}
          />
        </>
      }
      working={<Sentences lines={fatPitchLines(messages, value)} />}
    />
  );
}

const VERDICT_TONES: Readonly<Record<string, Tone>> = { yes: 'good', close: 'plain', no: 'bad' };

type Test = NonNullable<FatPitchV2['tests']>[number];

const thresholdOf = (tests: readonly Test[], id: string) => tests.find((test) => test.id === id)?.threshold ?? null;

function testLine(messages: Messages, pitch: FatPitchV2, test: Test): string {
  const measure = pitch.measure ?? 'roce';
  if (test.passed === null) return labelOf(messages, `value.fat_pitch.test.${test.id}.unknown`, 'reason.unknown', { measure });
  return labelOf(messages, `value.fat_pitch.test.${test.id}`, 'reason.unknown', {
    passed: test.passed,
    measure,
    figure: test.figure,
    span: test.figure?.period ?? '',
    threshold: test.threshold,
    altman_distress: test.altman_distress === true,
  });
}

function fatPitchLines(messages: Messages, value: ValueV2): string[] {
  const pitch = value.fat_pitch;
  const tests = pitch.tests ?? [];
  const lines = [valueReason(messages, value, pitch.reason)];
  if (tests.length > 0) {
    lines.push(
      messages.format('value.fat_pitch.intro', {
        measure: pitch.measure ?? 'roce',
        quality: thresholdOf(tests, 'quality'),
        margin_of_safety: thresholdOf(tests, 'margin_of_safety'),
        expected_return: thresholdOf(tests, 'expected_return'),
      }),
      ...tests.map((test) => testLine(messages, pitch, test)),
    );
  }
  const failed = tests.filter((test) => test.passed !== true).map((test) => labelOf(messages, `value.fat_pitch.test.${test.id}.name`, 'v2.value.test.other'));
  if (['yes', 'close', 'no'].includes(pitch.outcome)) lines.push(messages.format(`value.fat_pitch.verdict.${pitch.outcome}`, { failed, count: failed.length }));
  if (pitch.price_for_margin !== undefined)
    lines.push(
      messages.format('value.fat_pitch.price_for_margin', { threshold: thresholdOf(tests, 'margin_of_safety'), price_for_margin: pitch.price_for_margin }),
    );
  return lines;
}
