import { ScrollTable } from '../shared/ScrollTable';
import { formatChartValue, type ChartModel } from './chartData';
import { UNIT_NOTE } from './seriesCatalogue';
import styles from './charts.module.css';

/** The chart's numbers as a table: the text alternative to the drawing, open to everyone. */
export function ChartDataTable({ caption, model }: { caption: string; model: ChartModel }) {
  if (model.series.length === 0) return null;
  return (
    <details className={styles.dataTable}>
      <summary>Show data table</summary>
      <ScrollTable caption={caption}>
        <thead>
          <tr>
            <th scope="col">Period</th>
            {model.series.map((series) => (
              <th key={series.id} scope="col">
                {series.label}
                {UNIT_NOTE[series.unit]}
              </th>
            ))}
          </tr>
        </thead>
        <tbody>
          {model.labels.map((label, index) => (
            <tr key={label}>
              <th scope="row">{label}</th>
              {model.series.map((series) => (
                <td key={series.id}>
                  {formatChartValue(series.data[index]?.value ?? null, series.unit)}
                  {series.data[index]?.clipped ? ' (beyond the axis)' : ''}
                </td>
              ))}
            </tr>
          ))}
        </tbody>
      </ScrollTable>
    </details>
  );
}
