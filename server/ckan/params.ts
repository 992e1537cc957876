/**
 * The parameters of an action, from a query string (always text) or a JSON or form body (numbers, booleans,
 * lists), read strictly: a value of the wrong kind, or over its limit, is a 409 Validation Error naming the parameter.
 */
import { invalid } from './errors.ts';

export type Params = Record<string, unknown>;

/** One text value, or undefined when absent (an empty value counts as absent). */
export function text(params: Params, name: string, max = 1000): string | undefined {
  const value = params[name];
  if (value === undefined || value === null || value === '') return undefined;
  if (Array.isArray(value)) throw invalid(name, 'give one value, not a list');
  if (typeof value !== 'string' && typeof value !== 'number') throw invalid(name, 'must be text');
  const s = String(value);
  if (s.length > max) throw invalid(name, `must be at most ${max} characters long`);
  return s;
}

export function required(params: Params, name: string): string {
  const value = text(params, name);
  if (value === undefined) throw invalid(name, 'Missing value');
  return value;
}

/** A whole number from `min` to `max`, or the default. */
export function integer(
  params: Params,
  name: string,
  { fallback, min = 0, max = Number.MAX_SAFE_INTEGER }: { fallback: number; min?: number; max?: number },
): number {
  const raw = params[name];
  if (raw === undefined || raw === null || raw === '') return fallback;
  const value = typeof raw === 'string' && /^\s*-?\d+\s*$/.test(raw) ? Number(raw) : raw;
  if (typeof value !== 'number' || !Number.isSafeInteger(value))
    throw invalid(name, 'must be a whole number');
  if (value < min) throw invalid(name, `must be ${min} or more`);
  if (value > max) throw invalid(name, `must be at most ${max}`);
  return value;
}

export function boolean(params: Params, name: string, fallback: boolean): boolean {
  const raw = params[name];
  if (raw === undefined || raw === null || raw === '') return fallback;
  if (typeof raw === 'boolean') return raw;
  const value = String(raw).toLowerCase();
  if (['true', '1', 'yes', 'on'].includes(value)) return true;
  if (['false', '0', 'no', 'off'].includes(value)) return false;
  throw invalid(name, 'must be true or false');
}

/** A list of at most `max` texts: a JSON list (in a body, or as text in a query string, as CKAN takes it). */
export function list(params: Params, name: string, example: string, max: number): string[] {
  const raw = params[name];
  if (raw === undefined || raw === null || raw === '') return [];
  let value: unknown = raw;
  if (typeof raw === 'string') {
    try {
      value = JSON.parse(raw);
    } catch {
      throw invalid(name, `must be a JSON list, e.g. ${example}`);
    }
  }
  if (!Array.isArray(value) || !value.every((v) => typeof v === 'string'))
    throw invalid(name, `must be a list of texts, e.g. ${example}`);
  if (value.length > max) throw invalid(name, `must have at most ${max} entries (it has ${value.length})`);
  return value;
}
