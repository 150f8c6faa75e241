import { type FinancialYear } from '../analysis/types';
import { industrialPaths, type Shape } from './archetypes';
import { type Random } from './prng';
import { type SectorProfile } from './sectors';

/**
 * Ten years of statements in ₹ crore that add up: each stored figure is rounded
 * to paise first and later figures are computed from the rounded ones, so
 *   PBT = operating profit + other income − depreciation − interest
 *   net profit = PBT × (1 − tax) (no tax on a loss)
 *   EPS = net profit / shares
 *   reserves = last year's reserves + net profit − dividends
 *   total assets = equity + reserves + borrowings + other liabilities
 *   capex = Δnet block + ΔCWIP + depreciation (industrial companies)
 * hold to the paisa. Cash is the balancing asset; borrowings rise when it would go short.
 */

export const FIRST_FISCAL_YEAR = 2017;
export const LAST_FISCAL_YEAR = 2026;
export const YEARS = LAST_FISCAL_YEAR - FIRST_FISCAL_YEAR + 1;
/** India's base corporate rate with surcharge and cess (section 115BAA). */
export const TAX_RATE = 0.2517;

/** Rounds to paise (two decimals) and never returns -0. */
export const paise = (value: number): number => Math.round(value * 100) / 100 + 0;

/** What the generator knows beyond the statements (hidden drivers used by prices and guidance). */
export interface SimulatedYear extends FinancialYear {
  /** Payables and provisions: total assets − equity − reserves − borrowings. */
  otherLiabilities: number;
}

export interface IndustrialOptions {
  shape: Shape;
  sector: SectorProfile;
  /** Report current assets and liabilities (only some companies do). */
  reportsCurrentItems: boolean;
  /** Capex figures are estimates (ΔNet Block + ΔCWIP + Depreciation), not reported. */
  capexEstimated: boolean;
}

export interface Simulation {
  years: SimulatedYear[];
  shares: number;
}

export function simulateIndustrial(random: Random, options: IndustrialOptions): Simulation {
  const { sector, shape } = options;
  const paths = industrialPaths(shape, sector, random, YEARS);
  const turnover = sector.assetTurnover * random.between(0.8, 1.25);
  const depreciationRate = random.between(0.05, 0.09);
  const cwipShare = random.between(0.02, 0.12);
  const otherIncomeShare = random.between(0.003, 0.02);
  const otherAssetsShare = random.between(0.04, 0.12);
  const shortTermDebtShare = random.between(0.2, 0.45);
  const borrowingRate = random.between(0.08, 0.115);
  const debtToNetWorth = {
    compounder: random.between(0, 0.5),
    cyclical: random.between(0.3, 1.2),
    turnaround: random.between(0.4, 1.0),
    loss_maker: random.between(1.0, 2.5),
    negative_equity: random.between(2.5, 4),
  }[shape];
  const days = (typical: number): number => typical * random.between(0.75, 1.3);
  const receivableDays = days(sector.receivableDays);
  const inventoryDays = days(sector.inventoryDays);
  const payableDays = days(sector.payableDays);

  // The year before the first (FY2016): a starting balance sheet, never stored.
  const firstSales = Math.exp(random.normal(Math.log(700), 1.1));
  let sales = Math.min(60_000, Math.max(25, firstSales));
  let netBlock = paise(sales / turnover);
  let cwip = paise(netBlock * cwipShare);
  let receivables = paise((sales * receivableDays) / 365);
  let inventory = paise((sales * inventoryDays) / 365);
  let otherLiabilities = paise((sales * payableDays) / 365);
  const startingNetWorth = shape === 'negative_equity' ? netBlock * random.between(0.03, 0.1) : netBlock * random.between(0.6, 1.3);
  const faceValue = random.pick([1, 2, 5, 10]);
  // Shares in crore, from a book value per share of ₹15–300.
  const shares = Math.max(0.5, Math.round((startingNetWorth / random.between(15, 300)) * 100) / 100);
  const equity = paise(shares * faceValue);
  let reserves = paise(startingNetWorth - equity);
  let borrowings = paise(Math.max(0, startingNetWorth * debtToNetWorth));

  const years: SimulatedYear[] = [];
  for (let index = 0; index < YEARS; index++) {
    const growth = paths.growth[index] ?? 0;
    const margin = paths.margin[index] ?? 0;
    const payout = paths.payout[index] ?? 0;

    const newSales = paise(Math.max(10, sales * (1 + growth)));
    const operatingProfit = paise(newSales * margin);
    const otherIncome = paise(newSales * otherIncomeShare * random.between(0.7, 1.3));
    const depreciation = paise(netBlock * depreciationRate);
    const targetNetBlock = (newSales / turnover) * random.between(0.95, 1.05);
    const newCwip = paise(targetNetBlock * cwipShare * random.between(0.5, 1.5));
    // Capex covers wear and growth; when sales shrink, maintenance capex only.
    const capex = paise(Math.max(targetNetBlock - netBlock + depreciation + newCwip - cwip, depreciation * random.between(0.4, 0.8)));
    const newNetBlock = paise(netBlock + capex - depreciation - (newCwip - cwip));
    const interest = paise(borrowings * borrowingRate);
    const profitBeforeTax = paise(operatingProfit + otherIncome - depreciation - interest);
    const netProfit = profitBeforeTax > 0 ? paise(profitBeforeTax * (1 - TAX_RATE)) : profitBeforeTax;
    const dividends = netProfit > 0 ? paise(netProfit * payout) : 0;
    reserves = paise(reserves + netProfit - dividends);

    const newReceivables = paise((newSales * receivableDays) / 365);
    const newInventory = paise((newSales * inventoryDays) / 365);
    const newOtherLiabilities = paise((newSales * payableDays) / 365);
    const otherAssets = paise(newSales * otherAssetsShare);
    const netWorth = equity + reserves;
    // Policy: keep debt near a multiple of net worth; a company with none left keeps what it owes.
    let newBorrowings = paise(netWorth > 0 ? netWorth * debtToNetWorth : borrowings);
    const operatingAssets = newNetBlock + newCwip + newReceivables + newInventory + otherAssets;
    const minimumCash = newSales * 0.02;
    const shortfall = minimumCash - (equity + reserves + newBorrowings + newOtherLiabilities - operatingAssets);
    if (shortfall > 0) newBorrowings = paise(newBorrowings + shortfall);
    const totalAssets = paise(equity + reserves + newBorrowings + newOtherLiabilities);
    const cash = paise(totalAssets - operatingAssets);

    const workingCapitalIncrease = newReceivables - receivables + (newInventory - inventory) - (newOtherLiabilities - otherLiabilities);
    const operatingCashFlow = paise(netProfit + depreciation - workingCapitalIncrease + newSales * random.normal(0, 0.01));

    years.push({
      fiscalYear: FIRST_FISCAL_YEAR + index,
      sales: newSales,
      operatingProfit,
      otherIncome,
      depreciation,
      interest,
      profitBeforeTax,
      netProfit,
      eps: paise(netProfit / shares),
      shares,
      equity,
      reserves,
      borrowings: newBorrowings,
      totalAssets,
      currentAssets: options.reportsCurrentItems ? paise(newReceivables + newInventory + cash + otherAssets * 0.4) : null,
      currentLiabilities: options.reportsCurrentItems ? paise(newOtherLiabilities + newBorrowings * shortTermDebtShare) : null,
      netBlock: newNetBlock,
      cwip: newCwip,
      receivables: newReceivables,
      inventory: newInventory,
      cash,
      operatingCashFlow,
      capex,
      capexEstimated: options.capexEstimated,
      dividends,
      otherLiabilities: newOtherLiabilities,
    });

    sales = newSales;
    netBlock = newNetBlock;
    cwip = newCwip;
    receivables = newReceivables;
    inventory = newInventory;
    otherLiabilities = newOtherLiabilities;
    borrowings = newBorrowings;
  }
  return { years, shares };
}

export interface LenderOptions {
  bank: boolean;
}

/**
 * Banks and NBFCs: revenue is interest earned on loans and investments, `interest` is
 * the cost of deposits and borrowings, operating profit is revenue less
 * operating costs and provisions. No capex, inventory or receivables.
 */
export function simulateLender(random: Random, { bank }: LenderOptions): Simulation {
  const yieldOnLoans = bank ? random.between(0.085, 0.105) : random.between(0.12, 0.16);
  const yieldOnInvestments = random.between(0.062, 0.075);
  const costOfFunds = bank ? random.between(0.045, 0.06) : random.between(0.07, 0.095);
  const opexShare = bank ? random.between(0.18, 0.26) : random.between(0.14, 0.22);
  const creditCost = random.between(0.004, 0.014);
  const stressed = random.chance(0.4); // a bad-loan cycle in FY2020–FY2021
  const capitalRatio = bank ? random.between(0.08, 0.12) : random.between(0.14, 0.22);
  const growthBase = bank ? random.between(0.08, 0.16) : random.between(0.12, 0.24);
  const payout = random.between(0.1, 0.25);
  const investmentsShare = bank ? random.between(0.25, 0.35) : random.between(0.05, 0.12);
  const cashShare = random.between(0.03, 0.07);

  let loans = Math.exp(random.normal(Math.log(bank ? 40_000 : 6_000), 0.9));
  const startingNetWorth = loans * capitalRatio;
  const faceValue = random.pick([2, 10]);
  const shares = Math.max(1, Math.round((startingNetWorth / random.between(40, 400)) * 100) / 100);
  const equity = paise(shares * faceValue);
  let reserves = paise(startingNetWorth - equity);
  let netBlock = paise(loans * 0.008);
  let borrowings = paise(loans * (1 + investmentsShare + cashShare + 0.008 - capitalRatio - 0.02));

  const years: SimulatedYear[] = [];
  for (let index = 0; index < YEARS; index++) {
    const fiscalYear = FIRST_FISCAL_YEAR + index;
    const newLoans = loans * (1 + growthBase + random.normal(0, 0.03));
    const averageLoans = (loans + newLoans) / 2;
    // Interest earned on loans and on the investment book (government securities).
    const sales = paise(averageLoans * (yieldOnLoans + investmentsShare * yieldOnInvestments));
    const stress = stressed && (fiscalYear === 2020 || fiscalYear === 2021) ? random.between(2, 3.5) : 1;
    const provisions = averageLoans * creditCost * stress;
    const operatingProfit = paise(sales * (1 - opexShare) - provisions);
    const otherIncome = paise(sales * random.between(0.04, 0.1));
    const depreciation = paise(netBlock * 0.1);
    const interest = paise(borrowings * costOfFunds);
    const profitBeforeTax = paise(operatingProfit + otherIncome - depreciation - interest);
    const netProfit = profitBeforeTax > 0 ? paise(profitBeforeTax * (1 - TAX_RATE)) : profitBeforeTax;
    const dividends = netProfit > 0 ? paise(netProfit * payout) : 0;
    reserves = paise(reserves + netProfit - dividends);

    const newNetBlock = paise(newLoans * 0.008);
    const cash = paise(newLoans * cashShare);
    const otherLiabilities = paise(newLoans * 0.02);
    // Deposits and borrowings fund whatever the net worth does not.
    const newBorrowings = paise(newLoans * (1 + investmentsShare) + cash + newNetBlock - equity - reserves - otherLiabilities);
    const totalAssets = paise(equity + reserves + newBorrowings + otherLiabilities);
    const operatingCashFlow = paise(netProfit + depreciation - (newLoans - loans));

    years.push({
      fiscalYear,
      sales,
      operatingProfit,
      otherIncome,
      depreciation,
      interest,
      profitBeforeTax,
      netProfit,
      eps: paise(netProfit / shares),
      shares,
      equity,
      reserves,
      borrowings: newBorrowings,
      totalAssets,
      currentAssets: null,
      currentLiabilities: null,
      netBlock: newNetBlock,
      cwip: null,
      receivables: null,
      inventory: null,
      cash,
      operatingCashFlow,
      capex: null,
      capexEstimated: false,
      dividends,
      otherLiabilities,
    });
    loans = newLoans;
    netBlock = newNetBlock;
    borrowings = newBorrowings;
  }
  return { years, shares };
}
