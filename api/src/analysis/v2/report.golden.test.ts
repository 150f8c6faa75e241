import { readFileSync } from 'node:fs';
import { BENEISH_NOTE_IDS, PIOTROSKI_CRITERION_IDS, REPORT_REASON_CODES, ReportV2Schema, type ReportV2 } from 'shared-types/api';
import { runAnalysis } from '../analyse';
import { ARCHETYPES } from '../testing/archetypes';
import { NOT_WORDS, codesIn, goldenV2Path, goldenV2Text, stringsIn } from '../testing/goldenV2';
import { buildReportV2 } from './report';

/**
 * Golden v2 report parts (Part 3 sections 1–3), one per archetype (same archetypes and date as
 * golden.test.ts). A change shows as a diff to review; UPDATE_GOLDEN=1 rewrites. Each must parse,
 * use only the closed code and id lists, and carry no words: every string is an id, a period or a
 * date, except the sector as imported.
 */

const COMPUTED_AT = '2025-07-01T00:00:00.000Z';
/** Reason codes of other parts this part reuses: how the price is dated, and today's share count. */
const REUSED = /^hold\.(price\.[a-z_]+|eps\.todays_shares)$/;
const within = (list: readonly string[]) => (x: string) => !list.includes(x);

describe.each(Object.entries(ARCHETYPES))('golden v2 report: %s', (name, make) => {
  const file = goldenV2Path(name, 'report');
  const report = buildReportV2(runAnalysis(make(), COMPUTED_AT));

  it('matches the reviewed golden file byte for byte', () => {
    const { text, golden } = goldenV2Text(file, report);
    expect(text).toBe(golden);
  });

  it('parses, and uses only known codes and ids and no words', () => {
    const stored = JSON.parse(readFileSync(file, 'utf8')) as ReportV2;
    expect(ReportV2Schema.safeParse(stored).success).toBe(true);
    expect(codesIn(stored).filter((c) => within(REPORT_REASON_CODES)(c) && !REUSED.test(c))).toEqual([]);
    expect((stored.quality?.piotroski?.criteria ?? []).map((c) => c.id).filter(within(PIOTROSKI_CRITERION_IDS))).toEqual([]);
    const notes = (stored.quality?.beneish?.variables ?? []).flatMap((v) => (v.note === undefined ? [] : [v.note]));
    expect(notes.filter(within(BENEISH_NOTE_IDS))).toEqual([]);
    const { sector: _sector, ...overview } = stored.overview;
    expect(stringsIn({ ...stored, overview }).filter((s) => !NOT_WORDS.test(s))).toEqual([]);
  });
});
