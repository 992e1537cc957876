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
});
