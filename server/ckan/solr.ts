/**
 * The part of CKAN's Solr query syntax that package_search answers: fq clauses `field:value`, quoted values,
 * `field:(a OR b)`, `-field:value`, clauses of one field joined by OR, `metadata_modified:[from TO to]`; `field:value`
 * words and `*:*` in q; and sort. Anything else is a 400 Search Query Error that says what is supported.
 */
import type { FacetFilter, SearchQuery, SearchSort, SortKey } from '../../core/catalogue/search.ts';
import { datasetCategories } from '../../core/catalogue/types.ts';
import { addCoverage } from './coverage.ts';
import { badQuery, invalid } from './errors.ts';
import { ckanFormats, formatFromCkan } from '../../core/catalogue/ckan.ts';
import { wildcardRegExp } from '../../core/catalogue/wildcard.ts';

/**
 * The fields fq takes values of: the search's facet, how a CKAN value is the facet's, and, for a field of fixed
 * values that a wildcard is matched against in CKAN's spelling, those values.
 */
const facetFields: Record<string, { facet: string; value?: (v: string) => string; names?: string[] }> = {
  organization: { facet: 'source' },
  groups: {
    facet: 'category',
    value: (v) => datasetCategories.find((c) => c.toLowerCase() === v.toLowerCase()) ?? v,
    names: datasetCategories.map((c) => c.toLowerCase()),
  },
  res_format: {
    facet: 'format',
    value: (v) => formatFromCkan(v) ?? v,
    names: [...new Set(Object.values(ckanFormats))],
  },
  tags: { facet: 'keyword' },
  license_id: { facet: 'license_id' },
  name: { facet: 'slug' },
  id: { facet: 'slug' },
};
const rangeFields = ['metadata_modified', 'temporal_start', 'temporal_end'];
const FIELDS = [...Object.keys(facetFields), ...rangeFields].join(', ');

type Clause = {
  field: string;
  values: string[];
  /** Values with wildcards (core/catalogue/wildcard.ts). */
  patterns: string[];
  every: boolean;
  range: [string, string] | null;
  negate: boolean;
};
type Token = 'AND' | 'OR' | 'NOT' | Clause;
export type Filters = Pick<SearchQuery, 'filters' | 'modified' | 'period'>;

/**
 * A quoted value or a bare one (backslash escapes a character), from `at`; returns it, where it ends, and whether
 * it has wildcards (`*`, `?` in a bare value: then the value is a wildcard pattern, its escapes kept). A lone `*`
 * is every value.
 */
function readValue(s: string, at: number): [string, number, boolean] {
  let value = '';
  if (s[at] === '"') {
    for (let i = at + 1; i < s.length; i++) {
      if (s[i] === '\\') value += s[++i] ?? '';
      else if (s[i] === '"') return [value, i + 1, false];
      else value += s[i];
    }
    throw badQuery('unbalanced quotes');
  }
  let pattern = '';
  let wildcard = false;
  let i = at;
  for (; i < s.length && !/[\s()]/.test(s[i]!); i++) {
    if (s[i] === '\\') {
      value += s[i + 1] ?? '';
      pattern += `\\${s[++i] ?? ''}`;
    } else if (s[i] === '*' || s[i] === '?') {
      wildcard = true;
      pattern += s[i];
    } else if (s[i] === '"') throw badQuery('unbalanced quotes');
    else {
      value += s[i];
      pattern += s[i];
    }
  }
  if (pattern === '*') return ['*', i, false];
  return wildcard ? [pattern, i, true] : [value, i, false];
}

function tokenize(fq: string): Token[] {
  const tokens: Token[] = [];
  let i = 0;
  while (i < fq.length) {
    if (/\s/.test(fq[i]!)) {
      i++;
      continue;
    }
    const op = /(AND|OR|NOT|&&|\|\|)(?=\s|$)/y;
    op.lastIndex = i;
    const o = op.exec(fq);
    if (o) {
      tokens.push(o[1] === '&&' ? 'AND' : o[1] === '||' ? 'OR' : (o[1] as 'AND' | 'OR' | 'NOT'));
      i = op.lastIndex;
      continue;
    }
    if (fq[i] === '(' || fq[i] === ')')
      throw badQuery('parentheses are supported only after a field, e.g. groups:(economy OR society)');
    const negate = fq[i] === '-';
    if (fq[i] === '-' || fq[i] === '+') i++;
    const name = /([A-Za-z_][A-Za-z0-9_.]*):/y;
    name.lastIndex = i;
    const field = name.exec(fq)?.[1];
    if (!field)
      throw badQuery(`"${fq.slice(i).split(/\s/)[0]}" has no field: write field:value, e.g. tags:water`);
    i = name.lastIndex;
    const clause: Clause = { field, values: [], patterns: [], every: false, range: null, negate };
    if (fq[i] === '[' || fq[i] === '{') {
      const range = /\[\s*(\S+)\s+TO\s+(\S+?)\s*\]/y;
      range.lastIndex = i;
      const r = fq[i] === '[' ? range.exec(fq) : null;
      if (!r)
        throw badQuery('a range must be written [from TO to], e.g. metadata_modified:[2024-01-01 TO *]');
      clause.range = [r[1]!, r[2]!];
      i = range.lastIndex;
    } else if (fq[i] === '(') {
      const ops = new Set<string>();
      for (i++; fq[i] !== ')';) {
        if (i >= fq.length) throw badQuery('unbalanced parentheses');
        const inner = /\s+|(AND|OR|&&|\|\|)(?=[\s)])/y;
        inner.lastIndex = i;
        const m = inner.exec(fq);
        if (m) {
          if (m[1]) ops.add(m[1] === '&&' || m[1] === 'AND' ? 'AND' : 'OR');
          i = inner.lastIndex;
        } else if (fq[i] === '(') throw badQuery('nested parentheses are not supported');
        else {
          const [value, end, wildcard] = readValue(fq, i);
          (wildcard ? clause.patterns : clause.values).push(value);
          i = end;
        }
      }
      i++;
      if (ops.size > 1) throw badQuery('mix of AND and OR inside parentheses');
      clause.every = ops.has('AND');
    } else {
      const [value, end, wildcard] = readValue(fq, i);
      (wildcard ? clause.patterns : clause.values).push(value);
      i = end;
    }
    if (fq[i] === ')') throw badQuery('unbalanced parentheses');
    tokens.push(clause);
  }
  return tokens;
}

/** A range bound as a date (YYYY-MM-DD); datasets are revised on dates, so a later time starts the next day. */
function dayOf(bound: string, side: 'from' | 'to'): string | undefined {
  if (bound === '*') return undefined;
  const m = /^(\d{4}-\d{2}-\d{2})(?:T(\d{2}:\d{2}:\d{2}(?:\.\d+)?)Z?)?$/.exec(bound);
  const day = m && new Date(`${m[1]}T00:00:00Z`);
  if (!m || !day || Number.isNaN(day.getTime()) || day.toISOString().slice(0, 10) !== m[1])
    throw badQuery(`"${bound}" is not a date: write YYYY-MM-DD, YYYY-MM-DDThh:mm:ssZ or *`);
  if (side === 'to' || !m[2] || /^00:00:00(\.0+)?$/.test(m[2])) return m[1];
  return new Date(day.getTime() + 86_400_000).toISOString().slice(0, 10);
}

type Out = {
  filters: FacetFilter[];
  modified: { from?: string; to?: string };
  period: { from?: number; to?: number };
};

function addClause(clauses: Clause[], out: Out) {
  const [first] = clauses;
  if (!first) return;
  if (first.field === 'temporal_start' || first.field === 'temporal_end') {
    if (clauses.length > 1) throw badQuery('temporal coverage takes one range per clause');
    return addCoverage(first, out.period);
  }
  if (first.field === 'metadata_modified') {
    if (!first.range || first.negate || clauses.length > 1)
      throw badQuery('metadata_modified takes one range, e.g. metadata_modified:[2024-01-01 TO *]');
    const [from, to] = [dayOf(first.range[0], 'from'), dayOf(first.range[1], 'to')];
    if (from && (!out.modified.from || from > out.modified.from)) out.modified.from = from;
    if (to && (!out.modified.to || to < out.modified.to)) out.modified.to = to;
    return;
  }
  const spec = Object.hasOwn(facetFields, first.field) ? facetFields[first.field] : undefined;
  if (!spec) throw badQuery(`unknown field "${first.field}" (fields: ${FIELDS})`);
  if (clauses.some((c) => c.range)) throw badQuery(`${first.field} takes values, not a range`);
  if (clauses.some((c) => c.field !== first.field || (clauses.length > 1 && (c.negate || c.every))))
    throw badQuery('OR joins clauses of one field only, e.g. organization:a OR organization:b');
  const values = clauses.flatMap((c) => c.values).filter((v) => v !== '*');
  if (values.length < clauses.flatMap((c) => c.values).length) return; // field:* matches every dataset
  const field = spec.facet;
  const named = (v: string) => (spec.value ? spec.value(v) : v);
  /**
   * A wildcard is matched against the facet's values; for a field of fixed values, against CKAN's spelling of
   * them too (groups:eco* finds Economy).
   */
  const filter = (vs: string[], patterns: string[]): FacetFilter => {
    const matching = (spec.names ?? []).filter((name) => patterns.some((p) => wildcardRegExp(p).test(name)));
    const values = [...vs, ...matching].map(named);
    return { field, values, ...(patterns.length && { patterns }), exclude: first.negate };
  };
  const patterns = clauses.flatMap((c) => c.patterns);
  if (first.every) {
    for (const v of values) out.filters.push(filter([v], []));
    for (const p of patterns) out.filters.push(filter([], [p]));
  } else out.filters.push(filter(values, patterns));
}

/** The constraints of fq (and fq_list) clauses; all of them must hold. */
export function parseFq(fqs: readonly string[]): Filters {
  const out: Out = { filters: [], modified: {}, period: {} };
  for (const fq of fqs) {
    const groups: Clause[][] = [];
    let pending: 'AND' | 'OR' | null = null;
    let not = false;
    for (const token of tokenize(fq)) {
      if (token === 'NOT') not = true;
      else if (token === 'AND' || token === 'OR') {
        if (!groups.length || pending || not) throw badQuery(`misplaced ${token}`);
        pending = token;
      } else {
        const clause = not ? { ...token, negate: !token.negate } : token;
        if (pending === 'OR') groups.at(-1)!.push(clause);
        else groups.push([clause]);
        [pending, not] = [null, false];
      }
    }
    if (pending || not) throw badQuery('the query ends with an operator');
    groups.forEach((g) => addClause(g, out));
  }
  return {
    filters: out.filters,
    modified: out.modified.from || out.modified.to ? out.modified : null,
    period: out.period.from !== undefined || out.period.to !== undefined ? out.period : null,
  };
}

/**
 * The words of q: a field clause is one word however it is written (`field:[a TO b]`, `field:(a OR b)`,
 * `field:"a b"`), anything else splits at spaces. Linear: no part of the pattern can backtrack into another.
 */
const Q_WORD = /[+-]?[A-Za-z_][A-Za-z0-9_.]*:(?:\[[^\]]*\]?|\{[^}]*\}?|\([^)]*\)?|"(?:[^"\\]|\\.)*"?)|\S+/g;

/** The words of q, with any `field:value` word of a known field taken as an fq clause; `*:*` is everything. */
export function parseQ(q: string): Filters & { text: string } {
  const words: string[] = [];
  const clauses: string[] = [];
  for (const [word] of q.matchAll(Q_WORD)) {
    if (word === '*:*' || word === '*' || word === 'AND' || word === '&&') continue;
    if (word === 'OR' || word === '||') throw badQuery('OR is not supported in q: every word must match');
    const field = /^[+-]?([a-z_]+):./.exec(word)?.[1];
    if (field && (Object.hasOwn(facetFields, field) || rangeFields.includes(field))) clauses.push(word);
    else {
      // A part of a word already finds it: a bare word's wildcards only split it into the parts that must
      // appear; in quotes they are letters
      const bare = word.replace(/^\+/, '');
      if (bare.includes('"')) words.push(bare.replaceAll('"', ''));
      else words.push(...bare.split(/[*?]+/).filter(Boolean));
    }
  }
  return { text: words.join(' '), ...parseFq(clauses) };
}

const sortKeys: Record<string, SortKey | null> = {
  score: null,
  metadata_modified: 'modified',
  title_string: 'title',
  name: 'name',
  id: 'name',
  downloads: 'downloads',
};

/**
 * CKAN's sort ("metadata_modified desc", "title_string asc", …): the first key decides (ties keep catalogue
 * order). Score, CKAN's default first key, is relevance: the catalogue's own order.
 */
export function parseSort(sort: string): SearchSort {
  const keys = sort.split(',').map((part) => {
    const [field = '', order = 'asc', extra] = part.trim().toLowerCase().split(/\s+/);
    const by = Object.hasOwn(sortKeys, field) ? sortKeys[field] : undefined;
    if (by === undefined || (order !== 'asc' && order !== 'desc') || extra !== undefined)
      throw invalid(
        'sort',
        `"${part.trim()}" is not a sort: use ${Object.keys(sortKeys).join(', ')}, then asc or desc`,
      );
    return { by: by ?? 'id', order: by ? order : 'asc' } satisfies SearchSort;
  });
  return keys[0]!;
}
