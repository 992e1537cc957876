import { geographies } from '~/lib/places';

/**
 * A colour and a dash per place, the same on every chart: the region in the portal's teal, solid; the others
 * from the Okabe–Ito palette (told apart by people with colour-blindness), each with its own dash so that
 * lines differ without colour too.
 */
const colors = ['#0f6466', '#d55e00', '#0072b2', '#b8860b', '#cc79a7', '#6b3f8f', '#2f7a3b', '#56606b'];
const dashes = ['', '6 3', '2 3', '10 3 2 3', '4 4', '1 2', '8 2', '3 3 1 3'];

export function styleOf(geo: string) {
  const i = Math.max(0, geographies.indexOf(geo));
  return { color: colors[i % colors.length]!, dash: dashes[i % dashes.length]! };
}
