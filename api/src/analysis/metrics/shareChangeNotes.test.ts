import { buildContext } from '../context/buildContext';
import { lossMaker } from '../testing/archetypes';
import { PART1_CASES } from '../v1/part1Cases';
import { computeShareChangeDetail, shareChangeDetailBetween } from './shareChange';
import { shareActionsText } from '../v1/shareActionText';

/** Why a share count moved without diluting holders, as data for v2 and in v1's words from that data. */

describe('corporate actions as data', () => {
  it('lists the actions on record year by year, and words them as the share change does', () => {
    const ctx = buildContext(PART1_CASES['corporate actions']!());
    const found = shareChangeDetailBetween(ctx, ctx.years[0]!, ctx.latest!);
    expect(found?.notes).toEqual([
      { fy: 'FY2023', basis: 'on_record', actions: [{ kind: 'bonus', ex_date: '2022-09-15', multiplier: 2 }] },
      { fy: 'FY2025', basis: 'on_record', actions: [{ kind: 'amalgamation', ex_date: '2024-11-01' }] },
    ]);
    expect(found?.change.dilution).toBeCloseTo(0, 10);
    expect(found?.change.notes).toEqual(found?.notes);
    expect(shareActionsText(found?.change.notes ?? [])).toBe(
      'FY2023: a bonus (ex-date 2022-09-15, each share became 2); FY2025: a merger (ex-date 2024-11-01)',
    );
  });

  it('records a jump that brought in no money as a restructuring, with the rise', () => {
    const ctx = buildContext(lossMaker());
    const found = shareChangeDetailBetween(ctx, ctx.years[0]!, ctx.latest!);
    expect(found?.notes).toEqual([{ fy: 'FY2022', basis: 'restructuring', count_rise: { value: expect.closeTo(0.2, 9) as number, unit: 'fraction' } }]);
    expect(found?.change.notes).toEqual(found?.notes);
  });

  it('has no note when nothing but dilution moved the count', () => {
    expect(computeShareChangeDetail(buildContext(PART1_CASES['steady compounder']!()))?.notes).toEqual([]);
  });
});
