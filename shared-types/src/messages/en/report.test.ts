import { parse } from '@formatjs/icu-messageformat-parser';
import {
  BENEISH_NOTE_IDS,
  LEVERAGE_TRENDS,
  PIOTROSKI_CRITERION_IDS,
  REINVESTMENT_READINGS,
  REPORT_REASON_CODES,
  RETURNS_LEVELS,
  STABILITY_WORDS,
} from '../../api/v2/report';
import { STABILITY_SHAPES } from '../../api/v2/stability';
import { reportMessages } from './report';

/** Every report code and id has an English message, and every message is valid ICU MessageFormat. */

const messages: Readonly<Record<string, string>> = reportMessages;
const missing = (ids: readonly string[]): string[] => ids.filter((id) => messages[id] === undefined);

describe('English report messages', () => {
  it('word every reason code', () => {
    expect(missing(REPORT_REASON_CODES)).toEqual([]);
  });

  it('name every criterion, note, level, shape and reading', () => {
    expect(missing(PIOTROSKI_CRITERION_IDS.map((id) => `report.piotroski.${id}.name`))).toEqual([]);
    expect(missing(BENEISH_NOTE_IDS.map((id) => `report.beneish.note.${id}`))).toEqual([]);
    expect(missing(RETURNS_LEVELS.map((id) => `report.returns.level.${id}`))).toEqual([]);
    expect(missing(STABILITY_SHAPES.map((id) => `report.stability.${id}`))).toEqual([]);
    expect(missing(STABILITY_WORDS.map((id) => `report.stability.word.${id}`))).toEqual([]);
    expect(missing(REINVESTMENT_READINGS.map((id) => `report.reinvestment.reading.${id}`))).toEqual([]);
    expect(missing(LEVERAGE_TRENDS.map((id) => `report.leverage.trend.${id}`))).toEqual([]);
  });

  it.each(Object.entries(messages))('%s parses as ICU MessageFormat, with no ASCII apostrophe', (_id, message) => {
    expect(() => parse(message)).not.toThrow();
    expect(message).not.toContain("'");
  });
});
