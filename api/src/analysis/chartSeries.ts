import { type DataJson } from 'shared-types/api';
import { type Context } from './context/buildContext';
import { renderDataJsonV1 } from './v1/charts';
import { buildChartsV2 } from './v2/charts';

/**
 * data_json: one series per chart metric over a continuous run of fiscal years, built as v2 data
 * (v2/charts.ts) and rendered for v1 (v1/charts.ts), as v1 is served from stored v2
 * (docs/decisions/0005-payload-v2-and-message-catalogue.md).
 */
export function buildDataJson(ctx: Context): DataJson {
  return renderDataJsonV1(buildChartsV2(ctx));
}
