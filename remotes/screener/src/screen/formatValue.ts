import { screenFigureById, type ScreenUnit, type ScreenValue } from 'shared-types/api';
import { NO, YES } from '../messages';

/** The unit a column heading names (₹ crore, %, ×); points, text and flags need none. */
export function unitSuffix(unit: ScreenUnit): string {
  switch (unit) {
    case 'crore':
      return '₹ crore';
    case 'rupees':
      return '₹';
    case 'percent':
      return '%';
    case 'times':
      return '×';
    default:
      return '';
  }
}

/** A figure's column heading from the catalogue, with its unit: 'ROCE (%)'. */
export function figureHeading(id: string): string {
  const figure = screenFigureById(id);
  if (!figure) return id;
  const unit = unitSuffix(figure.unit);
  return unit === '' ? figure.name : `${figure.name} (${unit})`;
}

const numbers = new Intl.NumberFormat('en-IN', { maximumFractionDigits: 2 });

/** A known value in its unit, en-IN: '₹12,34,567 Cr', '23.4%', '0.45×'. Null is the caller's ('—'). */
export function formatValue(value: Exclude<ScreenValue, null>, unit: ScreenUnit): string {
  if (typeof value === 'boolean') return value ? YES : NO;
  if (typeof value === 'string') return value;
  const shown = numbers.format(value);
  switch (unit) {
    case 'crore':
      return `₹${shown} Cr`;
    case 'rupees':
      return `₹${shown}`;
    case 'percent':
      return `${shown}%`;
    case 'times':
      return `${shown}×`;
    default:
      return shown;
  }
}
