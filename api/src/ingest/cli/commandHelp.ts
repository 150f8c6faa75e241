import { type ImportCommand } from '../importers/importTypes';

export interface FileCommandHelp {
  name: Exclude<ImportCommand, 'demo'>;
  summary: string;
  files: string;
  details: string;
  example: string;
}

/** What `npm run ingest -- --help` and `<command> --help` say about each file command. */
export const FILE_COMMANDS: readonly FileCommandHelp[] = [
  {
    name: 'nse-list',
    summary: "Add or update companies from NSE's list of securities (EQUITY_L.csv)",
    files: "NSE's EQUITY_L.csv",
    details:
      'Companies are keyed by ISIN (id isin:<ISIN>); the symbol becomes the code, and the series and listing date are kept. ' +
      'Re-running is safe: renames and new listings update in place, nothing is duplicated, nothing is deleted.',
    example: 'npm run ingest -- nse-list ~/Downloads/EQUITY_L.csv',
  },
  {
    name: 'bse-list',
    summary: "Join BSE's list of scrips (Equity.csv) to the companies on ISIN",
    files: "BSE's Equity.csv (List of Scrips)",
    details:
      'Known companies get their BSE code, ticker, status and classification (every level, and the kind: industrial, lender, insurer, other_financial). ' +
      'Active scrips not on NSE become companies (code: the BSE ticker). Suspended and delisted scrips are recorded on companies we have, never deleted. ' +
      "Rows whose ISIN is blank, NA or '-' are skipped with their line, whatever else they hold (a '-' Face Value). The 10- and 14-column layouts both read.",
    example: 'npm run ingest -- bse-list ~/Downloads/Equity.csv',
  },
  {
    name: 'screener',
    summary: 'Import annual statements (₹ crore), quarters and prices from Screener.in exports',
    files: 'one or more Screener "Export to Excel" workbooks',
    details:
      "Each workbook is matched to a company by the name in its sheet, allowing for case, punctuation, '&'/'and', Ltd/Corp/Co, " +
      "British spellings and one trailing word; the sheet wins over a file name that is another company's code, and the summary says how it matched. " +
      '--company CODE (NSE symbol, BSE code or ISIN) names the company outright: needed when the sheet has no name. ' +
      'A re-import that would move most stored figures by more than 5% is refused unless --replace (the replaced figures are kept). ' +
      'Exports are ordered by their latest annual Report Date, then their latest quarter: an older export adds only the years not stored, ' +
      "and overwrites a newer one's years only with --replace; years two exports put more than 10% apart on a balance-sheet line are flagged. " +
      "The export's price is dated 'on or after' its latest period unless --price-date says when you downloaded it. " +
      'Options apply to every file given. Each file is its own transaction: one that fails, fails alone.',
    example: 'npm run ingest -- screener RELIANCE.xlsx TCS.xlsx',
  },
  {
    name: 'prices',
    summary: 'Add closing prices from bhavcopies (NSE/BSE UDiFF, NSE legacy, sec_bhavdata_full, BSE EQDDMMYY)',
    files: 'bhavcopy CSVs or the zips the exchanges serve',
    details:
      'Rows join on ISIN; files without one join on the NSE symbol, or on the BSE code (BSE legacy: import the BSE list first). ' +
      "Every day's close is kept; the newest is the current price. NSE's close wins over BSE's on the same day. " +
      'A BSE legacy file is dated by the EQDDMMYY in its name, or --trade-date YYYY-MM-DD.',
    example: 'npm run ingest -- prices BhavCopy_NSE_CM_0_0_0_20240708_F_0000.csv.zip',
  },
  {
    name: 'guidance',
    summary: 'Record management guidance from a guidance ledger CSV',
    files: 'a guidance ledger CSV (layout: api/src/ingest/formats/guidance-ledger.md)',
    details:
      'Columns: company (NSE code or ISIN), fiscal_year, metric, guided_value, actual (blank until known), statement, source, stated_on (YYYY-MM-DD). ' +
      'An unknown company stops the file, naming the line. ' +
      'The ledger is the whole guidance record of the companies it names: rows it no longer holds are removed.',
    example: 'npm run ingest -- guidance guidance-ledger.csv',
  },
  {
    name: 'filings',
    summary: "Import the exchange's own filings: results XBRL (quarterly, half-yearly, annual) and shareholding patterns",
    files: 'XBRL documents (.xml) as NSE publishes them, or folders of them',
    details:
      'What each document is comes from its content: Ind-AS, banking and NBFC results (standalone and consolidated kept apart), ' +
      'or a shareholding pattern. Indian-GAAP results are refused with the reason. The company is found by ISIN, BSE code or symbol ' +
      '(former ones count: a renamed or split company is still found); --company CODE decides when given. A filing that matches no company, ' +
      'or two, is skipped with the reason. A period filed again keeps the later filing and records the earlier. ' +
      'A folder is read with everything under it; files that are not .xml are passed over. Each document is its own transaction.',
    example: 'npm run ingest -- filings ~/Downloads/filings/tcs ~/Downloads/SHP_174992_773230_19012023040253_WEB.xml',
  },
  {
    name: 'daily',
    summary: "Import one day of NSE's daily files: closes, shares outstanding, corporate actions, the 52-week range",
    files: "a folder of NSE's daily files, or the PR zip (PRDDMMYY.zip), or single files",
    details:
      'Closes from sec_bhavdata_full or pd; from mcap only the issue size (shares outstanding), dated by the file; ' +
      'corporate actions from bc (splits, bonuses, dividends, rights, buy-backs, demergers, capital reductions; equity series only); ' +
      "the adjusted 52-week high and low from CM_52_wk_High_low. Other files of the PR zip, and NSE's readme.txt, are passed over and named. " +
      'Splits and bonuses adjust per-share history when it is read; nothing stored is rewritten.',
    example: 'npm run ingest -- daily ~/Downloads/PR161225.zip',
  },
];

export const DEMO_HELP = {
  summary: 'Remove the fictional demo universe (--reset) or load it again (--load)',
  details: "Real companies and the accesses to them stay. Accesses to demo companies go with them and are given back to the users' free quota.",
  example: 'npm run ingest -- demo --reset',
};

export const GENERAL_HELP = `
Every command takes --dry-run (validate and report, write nothing) and --server <url>.
Each file is imported in one transaction: all of it or, on any error, none of it.
The analyses of the companies that changed are recomputed afterwards.

Where the data goes:
  DATABASE_URL set      PostgreSQL, directly (a running server notices within a second)
  embedded (default)    DATA_DIR's database: through the running server when it holds it,
                        else opened directly; refused with a message when another process holds it

Examples:
${[...FILE_COMMANDS.map((command) => command.example), DEMO_HELP.example, 'npm run ingest -- demo --load', 'npm run ingest -- nse-list --dry-run EQUITY_L.csv']
  .map((example) => `  ${example}`)
  .join('\n')}
`;
