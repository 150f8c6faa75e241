import { type IsoDate } from '../../records';
import { zipArchive } from '../bhavcopyCsv';
import { ddmmyyyy } from './dailyDays';

/** The PR zip's files that the daily parser passes over, with a line each of roughly their content. */
function unreadFiles(day: IsoDate): Record<string, string> {
  const date = ddmmyyyy(day);
  return {
    [`an${date}.txt`]: 'ABC LIMITED (ABC) has informed the Exchange about a board meeting.\n',
    [`bh${date}.csv`]: 'SYMBOL,SERIES,SECURITY,HIGH/LOW\nABC,EQ,ABC LIMITED,H\n',
    [`bm${date}.txt`]: 'ABC LIMITED: board meeting to consider results.\n',
    [`corpbond${date}.csv`]: 'MARKET,SERIES,SYMBOL,SECURITY,PREV_CL_PR,CLOSE_PRICE\nN,N1,ABC27,ABC 8% 2027,101.00,101.50\n',
    [`etf${date}.csv`]: 'MARKET,SERIES,SYMBOL,SECURITY,PREVIOUS CLOSE PRICE,CLOSE PRICE\nN,EQ,NIFTYBEES,NIPPON INDIA ETF NIFTY BEES,290.00,291.00\n',
    [`gl${date}.csv`]: 'GAIN_LOSS,SECURITY,CLOSE_PRIC,PREV_CL_PR,PERCENT_CG\nG,ABC LIMITED,110.00,100.00,10.00\n',
    [`hl${date}.csv`]: 'SYMBOL,SERIES,SECURITY,NEW,PREVIOUS\nABC,EQ,ABC LIMITED,H,\n',
    [`pr${date}.csv`]: 'MKT,SECURITY,PREV_CL_PR,OPEN_PRICE,HIGH_PRICE,LOW_PRICE,CLOSE_PRICE\nY,Nifty 50,26027.30,25951.50,25980.75,25834.35,25860.10\n',
    [`sme${date}.csv`]: 'MARKET,SERIES,SYMBOL,SECURITY,PREVIOUS CLOSE PRICE,CLOSE PRICE\nN,SM,SMECO,SME CO LIMITED,50.00,51.00\n',
    [`tt${date}.csv`]: 'SYMBOL,SERIES,SECURITY,NET_TRDVAL\nABC,EQ,ABC LIMITED,1000000.00\n',
    'readme.txt': 'National Stock Exchange of India Limited\r\nThe PRddmmyy.zip contains the following files: …\r\n',
  };
}

/** NSE's PR zip for a day (PRDDMMYY.zip): the given daily files (name → text) beside the ones the parser passes over. */
export function prZip(day: IsoDate, files: Record<string, string>): Uint8Array {
  return zipArchive({ ...files, ...unreadFiles(day) });
}
