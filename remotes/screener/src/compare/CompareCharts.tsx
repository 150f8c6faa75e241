import { lazy, Suspense, useId, useMemo } from 'react';
import { type ComparedCompany } from 'shared-types/api';
import { useTheme } from 'shared-types/shell';
import { ChartBoundary } from './ChartBoundary';
import { lineColor } from './chartTheme';
import { buildSeries, formatNumber, hasValues, type SeriesMetric } from './compareFigures';
import {
  CHART_FAILED,
  CHARTS_TITLE,
  dataCaption,
  describeChart,
  EPS_TITLE,
  NO_VALUE,
  noSeries,
  NOTHING_TO_DRAW,
  ROCE_TITLE,
  SALES_TITLE,
  SHOW_DATA,
  YEAR_HEADING,
} from './compareMessages';
import styles from './Compare.module.css';

// @nivo and d3 arrive in their own async chunk, only when a chart is drawn.
const CompareLineChart = lazy(() => import('./CompareLineChart'));

const CHARTS: readonly { metric: SeriesMetric; title: string; digits: number }[] = [
  { metric: 'roce', title: ROCE_TITLE, digits: 1 },
  { metric: 'sales', title: SALES_TITLE, digits: 0 },
  { metric: 'eps', title: EPS_TITLE, digits: 2 },
];

/** One metric's chart with its legend, description and data table (the chart's text alternative). */
function CompareChart({ companies, metric, title, digits }: { companies: readonly ComparedCompany[]; metric: SeriesMetric; title: string; digits: number }) {
  const id = useId();
  const { theme } = useTheme();
  const series = useMemo(() => buildSeries(companies, metric), [companies, metric]);
  const drawable = hasValues(series);
  const names = series.lines.map((line) => line.name);

  return (
    <figure className={styles.chart} aria-labelledby={`${id}-title`}>
      <figcaption>
        <h4 id={`${id}-title`} className={styles.chartTitle}>
          {title}
        </h4>
      </figcaption>
      {drawable ? (
        <>
          <ul className={styles.legend}>
            {series.lines.map((line, index) => (
              <li key={line.id}>
                <span className={styles.swatch} style={{ background: lineColor(theme, index) }} aria-hidden="true" />
                {line.name}
              </li>
            ))}
          </ul>
          <div className={styles.chartBox}>
            <ChartBoundary fallback={<p className={styles.hint}>{CHART_FAILED}</p>}>
              <Suspense fallback={null}>
                <CompareLineChart series={series} ariaLabel={title} ariaDescribedBy={`${id}-desc`} />
              </Suspense>
            </ChartBoundary>
          </div>
          <p id={`${id}-desc`} className="visually-hidden">
            {describeChart(names, series.years[0] ?? '', series.years[series.years.length - 1] ?? '')}
          </p>
          <details className={styles.dataTable}>
            <summary>{SHOW_DATA}</summary>
            <table>
              <caption>{dataCaption(title)}</caption>
              <thead>
                <tr>
                  <th scope="col">{YEAR_HEADING}</th>
                  {series.lines.map((line) => (
                    <th key={line.id} scope="col">
                      {line.name}
                    </th>
                  ))}
                </tr>
              </thead>
              <tbody>
                {series.years.map((year, at) => (
                  <tr key={year}>
                    <th scope="row">{year}</th>
                    {series.lines.map((line) => {
                      const value = line.values[at];
                      return <td key={line.id}>{value === null || value === undefined ? NO_VALUE : formatNumber(value, digits)}</td>;
                    })}
                  </tr>
                ))}
              </tbody>
            </table>
          </details>
        </>
      ) : (
        <p className={styles.hint}>{NOTHING_TO_DRAW}</p>
      )}
    </figure>
  );
}

/** ROCE, sales and EPS over ten years, one line per company; they stack on a phone. */
export function CompareCharts({ companies }: { companies: readonly ComparedCompany[] }) {
  const titleId = useId();
  const without = companies.filter((company) => company.series === null);
  return (
    <section aria-labelledby={titleId}>
      <h3 id={titleId} className={styles.subtitle}>
        {CHARTS_TITLE}
      </h3>
      {without.map((company) => (
        <p key={company.company_id} className={styles.hint}>
          {noSeries(company.name)}
        </p>
      ))}
      <div className={styles.charts}>
        {CHARTS.map((chart) => (
          <CompareChart key={chart.metric} companies={companies} {...chart} />
        ))}
      </div>
    </section>
  );
}
