import { useMemo } from 'react';
import type { ResearchV2 } from 'shared-types/api';
import { chartDataOf } from '../../charts/chartData';
import { ChartsSection } from '../../charts/ChartsSection';
import { useMessages } from '../../i18n/MessagesProvider';
import { dataJsonFromCharts } from './dataJsonFromCharts';

/**
 * The financial charts of a v2 answer: its series turned into the data_json the v1 charts draw, so
 * both answers share one chart (and its 'Charts Not Available' state when no series has a number).
 * The charts' own words are English, so in another language they say so with lang="en" (WCAG 3.1.2).
 * The card around it ('Financial Analysis Charts') is the layout's, as for ChartsSection.
 */
export function ChartsV2({ document }: { document: ResearchV2 }) {
  const { locale } = useMessages();
  // Memoised on the series: ChartsSection reworks its data when data_json's identity changes.
  const dataJson = useMemo(() => dataJsonFromCharts(document.charts), [document.charts]);
  const drawn = useMemo(() => chartDataOf(dataJson) !== null, [dataJson]);
  return (
    <div lang={locale !== 'en' && drawn ? 'en' : undefined}>
      <ChartsSection dataJson={dataJson} />
    </div>
  );
}
