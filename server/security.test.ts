import { describe, expect, it } from 'vitest';
import { commonHeaders, PAGE_DIRECTIVES, pagePolicy } from './security';

const header = (headers: [string, string][], name: string) => headers.find(([n]) => n === name)?.[1];

describe('security headers', () => {
  it('sends the policy Astro wrote for a page, framed by this site only (embeddable views by any)', () => {
    const built =
      "default-src 'self';object-src 'none'; script-src 'self' 'sha256-a' 'sha256-b'; style-src 'self' ;";
    const policy = pagePolicy(built, '/about');
    expect(policy).toBe(
      "default-src 'self'; object-src 'none'; script-src 'self' 'sha256-a' 'sha256-b'; style-src 'self'; frame-ancestors 'self'",
    );
    expect(pagePolicy(built, '/ar/embed/chart')).toMatch(/; frame-ancestors \*$/);
  });

  it('allows no inline script where Astro wrote no policy (a worker, the error page)', () => {
    const policy = pagePolicy(undefined, '/_astro/worker.js');
    expect(policy).toContain("script-src 'self';");
    expect(policy).not.toMatch(/script-src[^;]*(unsafe|sha)/);
    for (const directive of PAGE_DIRECTIVES) expect(policy).toContain(directive);
    expect(policy).toContain("frame-ancestors 'self'");
  });

  it('opens the API, downloads, GIS layers and DCAT to every origin, and nothing else', () => {
    for (const path of [
      '/api/3/action/package_list',
      '/downloads/a/a.csv',
      '/gis/roads.geojson',
      '/catalog.ttl',
    ])
      expect(header(commonHeaders(path, false), 'Access-Control-Allow-Origin'), path).toBe('*');
    for (const path of ['/', '/about', '/assets/a.js', '/catalog.ttl.bak'])
      expect(header(commonHeaders(path, false), 'Access-Control-Allow-Origin'), path).toBeUndefined();
  });

  it('asks for HTTPS only over TLS', () => {
    expect(header(commonHeaders('/', true), 'Strict-Transport-Security')).toBe('max-age=31536000');
    expect(header(commonHeaders('/', false), 'Strict-Transport-Security')).toBeUndefined();
  });
});
