import { useMemo } from 'react';
import type { ResearchV2 } from 'shared-types/api';
import { ChartsSection } from '../../charts/ChartsSection';
import { dataJsonFromCharts } from './dataJsonFromCharts';

/**
 * The financial charts of a v2 answer: its series turned into the data_json the v1 charts draw, so
 * both answers share one chart (and its 'Charts Not Available' state when no series has a number).
 * The card around it ('Financial Analysis Charts') is the layout's, as for ChartsSection.
 */
export function ChartsV2({ document }: { document: ResearchV2 }) {
  // Memoised on the series: ChartsSection reworks its data when data_json's identity changes.
  const dataJson = useMemo(() => dataJsonFromCharts(document.charts), [document.charts]);
  return <ChartsSection dataJson={dataJson} />;
}
