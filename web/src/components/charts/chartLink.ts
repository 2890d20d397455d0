import type { MouseEvent } from 'react';
import type { NavigateFunction } from 'react-router-dom';

/** The colours of chart series: the accent first, then calm neighbours. */
export const chartColours = [
  '#2563eb',
  '#0d9488',
  '#d97706',
  '#7c3aed',
  '#db2777',
  '#4b5563',
  '#059669',
  '#dc2626',
];

/** One datum of a chart: what it is, how much, and the list it stands for. */
export interface ChartDatum {
  key: string;
  label: string;
  /** The geometry's number; money is drawn from it but shown from `display`. */
  value: number;
  /** The text shown for the value (a formatted amount); default the number. */
  display?: string;
  /** The filtered list this bar or slice opens. */
  href?: string;
  colour?: string;
}

/** An SVG link's click handled by the app's router instead of a page load. */
export function followInApp(navigate: NavigateFunction, href: string) {
  return (event: MouseEvent) => {
    if (event.metaKey || event.ctrlKey || event.shiftKey || event.button !== 0) return;
    event.preventDefault();
    void navigate(href);
  };
}
