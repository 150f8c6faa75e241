import { type Theme } from 'shared-types/shell';

/**
 * The theme tokens (shared-types/theme/tokens.css) as plain colours, as the
 * company page's charts do: nivo writes some into SVG attributes, where CSS
 * variables do not apply.
 */
export const CHART_PALETTE: Record<Theme, { text: string; muted: string; grid: string; surface: string }> = {
  light: { text: '#111827', muted: '#4b5563', grid: '#d5dae5', surface: '#ffffff' },
  dark: { text: '#e8ecf5', muted: '#a5b0c7', grid: '#2a3656', surface: '#121a2e' },
};

/** One colour per compared company (up to COMPARE_MAX_PREMIUM), each readable on its theme's surface. */
export const LINE_COLORS: Record<Theme, readonly string[]> = {
  light: ['#2563eb', '#c2410c', '#047857', '#9333ea'],
  dark: ['#60a5fa', '#fb923c', '#34d399', '#c084fc'],
};

export const lineColor = (theme: Theme, index: number): string => LINE_COLORS[theme][index % LINE_COLORS[theme].length] ?? CHART_PALETTE[theme].text;

/** Axis text, grid, crosshair and tooltip colours for the current theme. */
export function chartTheme(theme: Theme) {
  const colors = CHART_PALETTE[theme];
  return {
    background: 'transparent',
    text: { fill: colors.muted, fontSize: 12, fontFamily: 'inherit' },
    axis: {
      domain: { line: { stroke: colors.grid, strokeWidth: 1 } },
      ticks: { line: { stroke: colors.grid, strokeWidth: 1 }, text: { fill: colors.muted, fontSize: 12 } },
    },
    grid: { line: { stroke: colors.grid, strokeWidth: 1 } },
    crosshair: { line: { stroke: colors.text, strokeWidth: 1, strokeOpacity: 0.45 } },
    tooltip: { container: { background: colors.surface, color: colors.text, fontSize: 13 } },
  };
}
