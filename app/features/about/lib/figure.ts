import type { Figure } from '@content/about';

export type FigureFormatters = {
  number: (value: number) => string;
  percent: (value: number) => string;
  /** Wraps a formatted value in its unit, e.g. "103,887" -> "103,887 km²". */
  km2: (formatted: string) => string;
  /** Marks a value as a lower bound, e.g. "697,000" -> "697,000+". */
  plus: (formatted: string) => string;
};

/** The display text of a key figure: 103887 km2 -> "103,887 km²", 697000 plus -> "697,000+", 180% -> "180%". */
export function figureText(figure: Pick<Figure, 'value' | 'unit' | 'plus'>, f: FigureFormatters) {
  let text = figure.unit === 'percent' ? f.percent(figure.value) : f.number(figure.value);
  if (figure.unit === 'km2') text = f.km2(text);
  return figure.plus ? f.plus(text) : text;
}
