import { actionsInPurpose, type PurposeAction } from './actionPurpose';

const split = (from: number, to: number, shareMultiplier: number): PurposeAction => ({ kind: 'split', ratio: { from, to }, shareMultiplier, amount: null });
const bonus = (from: number, to: number, shareMultiplier: number): PurposeAction => ({ kind: 'bonus', ratio: { from, to }, shareMultiplier, amount: null });
const dividend = (amount: number | null): PurposeAction => ({ kind: 'dividend', ratio: null, shareMultiplier: null, amount });
const plain = (kind: PurposeAction['kind']): PurposeAction => ({ kind, ratio: null, shareMultiplier: null, amount: null });

describe('actionsInPurpose', () => {
  it.each<[string, PurposeAction[]]>([
    ['FVSPLT FRM RS 10 TO RS 5', [split(10, 5, 2)]],
    ['FV SPLT FRM RS 10 TO RS 2', [split(10, 2, 5)]],
    ['FACE VALUE SPLIT (SUB-DIVISION) - FROM RS 10/- PER SHARE TO RE 1/- PER SHARE', [split(10, 1, 10)]],
    ['SPLIT FROM RS.2/- TO RE.1/-', [split(2, 1, 2)]],
    ['STOCK SPLIT', [plain('split')]],
    ['BONUS 1:1', [bonus(1, 1, 2)]],
    ['Bonus 2:1', [bonus(2, 1, 3)]],
    ['BONUS 3:2', [bonus(3, 2, 2.5)]],
    ['BONUS', [plain('bonus')]],
  ])('reads the split or bonus in %j', (purpose, actions) => {
    expect(actionsInPurpose(purpose)).toEqual(actions);
  });

  it.each<[string, PurposeAction[]]>([
    ['INTDIV - RS 7 PER SH', [dividend(7)]],
    ['INTDIV - RS 0.35 PER SH', [dividend(0.35)]],
    ['DIVIDEND - RS 2.50 PER SHARE', [dividend(2.5)]],
    ['FINAL DIVIDEND - RE 1 PER SHARE', [dividend(1)]],
    ['INTERIM DIVIDEND - RS 10/- PER SHARE', [dividend(10)]],
    ['DIVIDEND - RS.1.25 PER SHARE', [dividend(1.25)]],
    ['DIV-RS 3 PER SH', [dividend(3)]],
    ['SPECIAL DIVIDEND', [dividend(null)]],
    ['AGM/DIVIDEND - RS 2 PER SHARE', [dividend(2)]],
    ['INTDIV - RS 5 PER SH / SPECIAL DIVIDEND RS 10', [dividend(5), dividend(10)]],
    ['FINAL DIVIDEND - RS 4 PER SHARE AND SPECIAL DIVIDEND - RS 2 PER SHARE', [dividend(4), dividend(2)]],
  ])('reads the dividends in %j', (purpose, actions) => {
    expect(actionsInPurpose(purpose)).toEqual(actions);
  });

  it('reads a rights issue: the ratio always, the amount only when the text gives the price, not the premium', () => {
    expect(actionsInPurpose('RIGHTS 45:301@PRM RS 290')).toEqual([{ kind: 'rights', ratio: { from: 45, to: 301 }, shareMultiplier: null, amount: null }]);
    expect(actionsInPurpose('RIGHTS 1:5 @ RS 150 PER SHARE')).toEqual([{ kind: 'rights', ratio: { from: 1, to: 5 }, shareMultiplier: null, amount: 150 }]);
  });

  it.each<[string, PurposeAction['kind']]>([
    ['BUY BACK', 'buyback'],
    ['BUYBACK', 'buyback'],
    ['DEMERGER', 'demerger'],
    ['SCHEME OF ARRANGEMENT - DEMERGER', 'demerger'],
    ['CAP RED', 'capital_reduction'],
    ['CAPITAL REDUCTION', 'capital_reduction'],
  ])('reads %j as a %s', (purpose, kind) => {
    expect(actionsInPurpose(purpose)).toEqual([plain(kind)]);
  });

  it.each(['AGM', 'EGM', 'ANNUAL GENERAL MEETING', 'INTEREST PAYMENT', 'REDEMPTION', 'INT PAYMENT/PART REDMPTN', 'SCHEME OF ARRANGEMENT'])(
    'finds no action we store in %j',
    (purpose) => {
      expect(actionsInPurpose(purpose)).toEqual([]);
    },
  );
});
