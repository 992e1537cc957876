/**
 * The published indicators: build/data/indicators.json, written by the data build, read and checked in one
 * place for the pages' build-time loaders.
 */
import { readFile } from 'node:fs/promises';
import path from 'node:path';
import { issueLines } from '../schema.ts';
import { IndicatorsFileSchema, type Indicator } from './schema.ts';

export const indicatorsFile = () => path.resolve(process.env.BUILD_DIR ?? 'build', 'data', 'indicators.json');

let published: Promise<Indicator[]> | null = null;

/** Every indicator with its values, in register order; read once per process. */
export function publishedIndicators(): Promise<Indicator[]> {
  published ??= readFile(indicatorsFile(), 'utf8').then(
    (text) => {
      const parsed = IndicatorsFileSchema.safeParse(JSON.parse(text));
      if (!parsed.success)
        throw new Error(`Invalid indicators\n${issueLines(indicatorsFile(), parsed.error).join('\n')}`);
      return parsed.data.indicators;
    },
    (error: Error) => {
      throw new Error(
        `Cannot read ${indicatorsFile()} (${error.message}): run \`npm run build:data\` first.`,
      );
    },
  );
  return published;
}
