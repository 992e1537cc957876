import { createHash } from 'node:crypto';
import { describe, expect, it } from 'vitest';
import { inlineScriptHashes } from './inline-scripts';

const sha = (s: string) => `sha256-${createHash('sha256').update(s).digest('base64')}`;

describe('inlineScriptHashes', () => {
  it('hashes the inline scripts a browser runs, exactly as written, once each', () => {
    const html = [
      '<script>window.a = "ا";</script>',
      '<script type="module" async="">import("/assets/x.js");</script>',
      '<script id="_R_">\n$RC("B:0")\n</script>',
      '<script type="application/ld+json">{"@type":"Dataset"}</script>',
      '<script src="/assets/y.js"></script>',
      '<script type=text/javascript>1</script>',
      '<script>window.a = "ا";</script>',
    ].join('');
    expect(inlineScriptHashes(html)).toEqual([
      sha('window.a = "ا";'),
      sha('import("/assets/x.js");'),
      sha('\n$RC("B:0")\n'),
      sha('1'),
    ]);
  });

  it('finds none in a page without inline scripts', () => {
    expect(inlineScriptHashes('<p>script</p><script src="a.js"></script>')).toEqual([]);
  });
});
