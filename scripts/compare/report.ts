/** The comparison's outcome as a short summary for the terminal and as a full list in Markdown. */
import { KINDS, type Difference, type Kind } from './diff.ts';

export interface Outcome {
  before: string;
  after: string;
  compared: number;
  identical: number;
  /** page address → its differences, for the pages on both sides that differ */
  different: Map<string, Difference[]>;
  onlyBefore: string[];
  onlyAfter: string[];
  seconds: number;
}

const clip = (text: string, length = 90) => (text.length > length ? `${text.slice(0, length - 1)}…` : text);
const side = (lines: string[]) => (lines.length ? clip(lines.join(' | ')) : '(none)');

function byKind(outcome: Outcome) {
  const groups = new Map<Kind, [string, Difference][]>();
  for (const [page, differences] of outcome.different)
    for (const difference of differences) {
      const group = groups.get(difference.kind) ?? [];
      // One example per page and kind (a page's JSON-LD may differ in many values)
      if (!group.some(([p]) => p === page)) group.push([page, difference]);
      groups.set(difference.kind, group);
    }
  return [...groups].sort(([a], [b]) => Object.keys(KINDS).indexOf(a) - Object.keys(KINDS).indexOf(b));
}

export function summary(outcome: Outcome, examples = 3): string {
  const { compared, identical, different, onlyBefore, onlyAfter } = outcome;
  const lines = [
    `compare-pages: ${outcome.before} → ${outcome.after}`,
    `${compared} pages compared in ${outcome.seconds.toFixed(1)} s: ${identical} identical, ${different.size} with differences`,
  ];
  for (const [label, pages] of [
    ['only before', onlyBefore],
    ['only after', onlyAfter],
  ] as const)
    if (pages.length)
      lines.push(
        `${label} (${pages.length}): ${pages.slice(0, 10).join(', ')}${pages.length > 10 ? ', …' : ''}`,
      );
  for (const [kind, group] of byKind(outcome)) {
    lines.push(`${KINDS[kind]}: ${group.length} page${group.length === 1 ? '' : 's'}`);
    for (const [page, d] of group.slice(0, examples))
      lines.push(`  ${page}${d.at && ` (${d.at})`}: ${side(d.before)} → ${side(d.after)}`);
  }
  if (!different.size && !onlyBefore.length && !onlyAfter.length) lines.push('every page shows the same');
  return lines.join('\n');
}

const block = (difference: Difference, most = 40) => {
  const mark = (sign: string, lines: string[]) => [
    ...lines.slice(0, most).map((line) => `${sign} ${line}`),
    ...(lines.length > most ? [`${sign} … ${lines.length - most} more`] : []),
  ];
  return ['```diff', ...mark('-', difference.before), ...mark('+', difference.after), '```'];
};

export function markdown(outcome: Outcome): string {
  const lines = [
    '# Page comparison',
    '',
    ...summary(outcome, 0)
      .split('\n')
      .map((l) => `    ${l}`),
    '',
  ];
  for (const [label, pages] of [
    ['Only before', outcome.onlyBefore],
    ['Only after', outcome.onlyAfter],
  ] as const)
    if (pages.length) lines.push(`## ${label}`, '', ...pages.map((p) => `- ${p}`), '');
  for (const [page, differences] of outcome.different) {
    lines.push(`## ${page}`, '');
    for (const d of differences) lines.push(`${KINDS[d.kind]}${d.at && `, ${d.at}`}:`, '', ...block(d), '');
  }
  return lines.join('\n');
}
