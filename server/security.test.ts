import { describe, expect, it } from 'vitest';
import { commonHeaders, pagePolicy } from './security';

const header = (headers: [string, string][], name: string) => headers.find(([n]) => n === name)?.[1];

describe('security headers', () => {
  it('lets a page run its own scripts and the hashed inline ones, nothing else, framed by this site only', () => {
    const policy = pagePolicy(['sha256-a', 'sha256-b'], '/about');
    expect(policy).toContain("script-src 'self' 'sha256-a' 'sha256-b';");
    expect(policy).not.toMatch(/script-src[^;]*unsafe/);
    expect(policy).toContain("frame-ancestors 'self'");
    expect(policy).toContain("object-src 'none'");
    expect(pagePolicy([], '/ar/embed/chart')).toContain('frame-ancestors *');
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
