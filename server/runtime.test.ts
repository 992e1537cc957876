/**
 * The project brings its own Node (the `node` package, see docs/runtime.md): every npm script, these tests
 * included, runs on it, and the places that name its version agree.
 */
import { readFileSync } from 'node:fs';
import { describe, expect, it } from 'vitest';

const read = (file: string) => readFileSync(new URL(`../${file}`, import.meta.url), 'utf8');
const pkg = JSON.parse(read('package.json')) as {
  engines: { node: string };
  dependencies: Record<string, string>;
  scripts: Record<string, string>;
};
const version = read('.node-version').trim();

describe('the runtime', () => {
  it('is the Node the project brings, in every place that names it', () => {
    expect(version).toMatch(/^24\.\d+\.\d+$/);
    expect(process.versions.node.split('.')[0]).toBe(version.split('.')[0]);
    expect(pkg.dependencies.node).toBe(version);
    expect(pkg.scripts.setup).toContain(`--package=node@${version} `);
    expect(pkg.engines.node).toBe('>=24');
  });
});
