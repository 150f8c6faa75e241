import { filedShareChanges } from './filedShareChanges';
import { type FiledStatement, type ShareAction } from './statementTypes';

/** A quarter's filing giving its paid-up capital (₹ crore) and face value (₹), filed a month after it ends. */
function quarter(end: string, paidUpCapital: number, faceValue: number, basis: FiledStatement['basis'] = 'standalone'): FiledStatement {
  const filedOn = new Date(`${end}T00:00:00Z`);
  filedOn.setUTCDate(filedOn.getUTCDate() + 30);
  return {
    document: `INDAS_${end}_${basis}.xml`,
    filedAt: `${filedOn.toISOString().slice(0, 10)}T18:00`,
    audited: false,
    basis,
    reporting: 'Q1',
    statement: 'quarter',
    start: null,
    end,
    months: 3,
    lengthNote: null,
    figures: { paid_up_capital: paidUpCapital, face_value: faceValue, revenue: 100 },
  };
}

describe('filedShareChanges', () => {
  it('infers a split from a face value that changed with no split recorded, dated the day after the earlier filing', () => {
    // HDFC Bank, 2019: ₹2 shares in June, ₹1 shares in September, the same ₹545 crore of capital give or take ESOPs.
    const changes = filedShareChanges([quarter('2019-06-30', 545, 2), quarter('2019-09-30', 546, 1)], []);

    expect(changes).toEqual([
      {
        from: '2019-06-30',
        to: '2019-09-30',
        kind: 'face_value_split',
        multiplier: 2,
        faceValues: [2, 1],
        inferred: { kind: 'split', exDate: '2019-07-31', shareMultiplier: 2 },
      },
    ]);
  });

  it('infers nothing when the split is recorded between the two filings', () => {
    const split: ShareAction = { kind: 'split', exDate: '2022-07-28', shareMultiplier: 10 };

    expect(filedShareChanges([quarter('2022-06-30', 1222, 10), quarter('2022-09-30', 1222, 1)], [split])).toEqual([]);
  });

  it('flags a share count that doubles with the face value unchanged, and never guesses its date', () => {
    // Reliance, 2024: a 1:1 bonus between the September and December quarters that no file of actions gave us.
    const changes = filedShareChanges([quarter('2024-09-30', 6766, 10), quarter('2024-12-31', 13532, 10)], []);

    expect(changes).toEqual([{ from: '2024-09-30', to: '2024-12-31', kind: 'unexplained_jump', multiplier: 2, faceValues: [10, 10], inferred: null }]);
  });

  it('says nothing of a jump a recorded bonus explains, or of ESOP allotments', () => {
    const bonus: ShareAction = { kind: 'bonus', exDate: '2024-10-28', shareMultiplier: 2 };

    expect(filedShareChanges([quarter('2024-09-30', 6766, 10), quarter('2024-12-31', 13532, 10)], [bonus])).toEqual([]);
    expect(filedShareChanges([quarter('2023-03-31', 100, 1), quarter('2023-06-30', 101, 1), quarter('2023-09-30', 125, 1)], [])).toEqual([]);
  });

  it('reads one point per quarter whichever basis filed it, and passes over filings without capital or face value', () => {
    const withoutCapital = { ...quarter('2019-03-31', 545, 2), figures: { paid_up_capital: null, face_value: 2 } };
    const changes = filedShareChanges(
      [withoutCapital, quarter('2019-06-30', 545, 2, 'consolidated'), quarter('2019-06-30', 545, 2), quarter('2019-09-30', 546, 1)],
      [],
    );

    expect(changes.map((change) => [change.from, change.to, change.kind])).toEqual([['2019-06-30', '2019-09-30', 'face_value_split']]);
  });
});
