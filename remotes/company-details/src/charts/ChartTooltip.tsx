import { type SliceTooltipProps } from '@nivo/line';
import { formatChartValue, type ChartSeries } from './chartData';
import styles from './charts.module.css';

/** One period's values, every series in its own unit (seriesCatalogue.ts). */
export function makeSliceTooltip(series: readonly ChartSeries[]) {
  const byId = new Map(series.map((item, index) => [item.id, { item, index }]));
  return function ChartSliceTooltip({ slice }: SliceTooltipProps<ChartSeries>) {
    const rows = slice.points.map((point) => ({ point, entry: byId.get(point.seriesId) })).sort((a, b) => (a.entry?.index ?? 0) - (b.entry?.index ?? 0));
    return (
      <div className={styles.tooltip}>
        <p className={styles.tooltipPeriod}>{slice.points[0]?.data.x}</p>
        <table className={styles.tooltipTable}>
          <tbody>
            {rows.map(({ point, entry }) => (
              <tr key={point.id}>
                <td>
                  <span className={styles.swatch} style={{ background: point.seriesColor }} aria-hidden="true" />
                  {entry?.item.label ?? point.seriesId}
                </td>
                <td className={styles.tooltipValue}>{formatChartValue(point.data.value, entry?.item.unit ?? '')}</td>
              </tr>
            ))}
          </tbody>
        </table>
      </div>
    );
  };
}
