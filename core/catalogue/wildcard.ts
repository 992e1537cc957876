/**
 * Solr's wildcards in a filter's value, as CKAN's package_search takes them (`name:groundwater*`,
 * `tags:wat?r`): `*` any run of characters, `?` one character, `\` takes the next character as it is. Matched
 * against the whole value, case-sensitively (values are kept as written).
 */

/** A wildcard value's parts: literal text, and the wildcards between. */
export function wildcardParts(pattern: string): ({ text: string } | '*' | '?')[] {
  const parts: ({ text: string } | '*' | '?')[] = [];
  for (let i = 0; i < pattern.length; i++) {
    const c = pattern[i]!;
    if (c === '*' || c === '?') parts.push(c);
    else {
      const text = c === '\\' ? (pattern[++i] ?? '') : c;
      const last = parts.at(-1);
      if (typeof last === 'object') last.text += text;
      else parts.push({ text });
    }
  }
  return parts;
}

/** Whether `value` matches the wildcard `pattern`. */
export function wildcardRegExp(pattern: string) {
  const source = wildcardParts(pattern)
    .map((p) => (p === '*' ? '.*' : p === '?' ? '.' : p.text.replace(/[\\^$.*+?()[\]{}|/]/g, '\\$&')))
    .join('');
  return new RegExp(`^${source}$`, 'su');
}
