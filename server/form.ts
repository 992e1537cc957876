/**
 * Query strings and form bodies (`a=1&b=2&a=3`), read in time linear in their length into a null-prototype
 * record: a repeated key's values in a list, grown in place. At most `max` entries are kept; `entriesOf` tells
 * how many were read (the limit + 1 for a record that had more), so that the API can answer with the limit.
 */
import { limits } from './limits.ts';

const COUNT = Symbol('entries');

export type FormParams = Record<string, string | string[]>;

export function parseForm(text: string, max = limits.parameters): FormParams {
  const params: FormParams = Object.create(null);
  let count = 0;
  for (const [key, value] of new URLSearchParams(text)) {
    if (++count > max) break;
    const previous = params[key];
    if (previous === undefined) params[key] = value;
    else if (Array.isArray(previous)) previous.push(value);
    else params[key] = [previous, value];
  }
  Object.defineProperty(params, COUNT, { value: count });
  return params;
}

/** How many entries the record was read from (past the limit: the limit + 1); 0 for other objects. */
export function entriesOf(params: unknown): number {
  if (typeof params !== 'object' || params === null) return 0;
  const count = (params as { [COUNT]?: number })[COUNT];
  return count ?? Object.keys(params).length;
}
