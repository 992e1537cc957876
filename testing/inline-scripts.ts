/**
 * The inline scripts of a page, as a Content-Security-Policy would name them: the sha256 of each inline script
 * the browser runs (classic or module; data blocks such as JSON-LD run nothing and need no hash), in page order.
 * For the tests that check each built page's policy allows every script the page runs (e2e/security.spec.ts);
 * the policy itself is Astro's (astro.config.ts).
 */
import { createHash } from 'node:crypto';

const SCRIPT = /<script\b([^>]*)>([\s\S]*?)<\/script\s*>/gi;
const RUNNABLE = new Set(['', 'module', 'text/javascript', 'application/javascript']);

export function inlineScriptHashes(html: string): string[] {
  const hashes: string[] = [];
  for (const [, attributes = '', body = ''] of html.matchAll(SCRIPT)) {
    if (/\ssrc\s*=/i.test(` ${attributes}`)) continue;
    const type = /\stype\s*=\s*(?:"([^"]*)"|'([^']*)'|([^\s>]+))/i.exec(` ${attributes}`);
    if (!RUNNABLE.has((type?.[1] ?? type?.[2] ?? type?.[3] ?? '').trim().toLowerCase())) continue;
    const hash = `sha256-${createHash('sha256').update(body, 'utf8').digest('base64')}`;
    if (!hashes.includes(hash)) hashes.push(hash);
  }
  return hashes;
}
