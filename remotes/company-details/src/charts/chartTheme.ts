import { type LineSvgProps } from '@nivo/line';
import { type Theme } from 'shared-types/shell';
import { type ChartSeries } from './chartData';

export type LineTheme = NonNullable<LineSvgProps<ChartSeries>['theme']>;

/**
 * The theme tokens (shared-types/theme/tokens.css) as plain colours: nivo
 * writes some of them into SVG attributes, where CSS variables do not apply.
 */
export const CHART_PALETTE: Record<Theme, { text: string; muted: string; grid: string; surface: string }> = {
  light: { text: '#111827', muted: '#4b5563', grid: '#d5dae5', surface: '#ffffff' },
  dark: { text: '#e8ecf5', muted: '#a5b0c7', grid: '#2a3656', surface: '#121a2e' },
};

/** Axis text, grid, crosshair and tooltip colours for the current theme. */
export function chartTheme(theme: Theme): LineTheme {
  const colors = CHART_PALETTE[theme];
  return {
    background: 'transparent',
    text: { fill: colors.muted, fontSize: 12, fontFamily: 'inherit' },
    axis: {
      domain: { line: { stroke: colors.grid, strokeWidth: 1 } },
      ticks: { line: { stroke: colors.grid, strokeWidth: 1 }, text: { fill: colors.muted, fontSize: 12 } },
      legend: { text: { fill: colors.text, fontSize: 12, fontWeight: 600 } },
    },
    grid: { line: { stroke: colors.grid, strokeWidth: 1 } },
    crosshair: { line: { stroke: colors.text, strokeWidth: 1, strokeOpacity: 0.45 } },
    tooltip: { container: { background: colors.surface, color: colors.text, fontSize: 13 } },
  };
}
