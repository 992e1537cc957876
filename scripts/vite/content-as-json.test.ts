import { describe, expect, it } from 'vitest';
import { z } from 'zod';
import { contentModuleToJson } from './content-as-json';

describe('contentModuleToJson', () => {
  it('keeps data and drops schemas and functions', async () => {
    const code = contentModuleToJson({
      domains: [{ id: 'economy', title: { en: 'Economy & “Investment”' }, count: 31 }],
      Domain: z.object({ id: z.string() }),
      helper: () => 1,
    });
    expect(code).not.toMatch(/Domain|helper/);
    const mod = await import(`data:text/javascript,${encodeURIComponent(code)}`);
    expect(mod.domains).toEqual([{ id: 'economy', title: { en: 'Economy & “Investment”' }, count: 31 }]);
  });

  it('marks each export pure, so that a bundle drops the ones it does not use', () => {
    const code = contentModuleToJson({ a: [1], b: { c: 2 } });
    expect(code.match(/= \/\* @__PURE__ \*\/ JSON\.parse\(/g)).toHaveLength(2);
  });
});
