import type { Domain } from '@content/domains';

/** Page totals summed from the domains, so the figures cannot drift from the domain cards. */
export function indicatorTotals(domains: readonly Pick<Domain, 'indicators' | 'sdgCount'>[]) {
  return {
    indicators: domains.reduce((sum, d) => sum + d.indicators, 0),
    sdgAligned: domains.reduce((sum, d) => sum + d.sdgCount, 0),
    domains: domains.length,
  };
}

export type SdgRow = { domain: Domain; aligned: number; total: number; share: number; goals: number[] };

/** One row per domain: SDG-aligned indicators, of how many, the share in percent, and the goals served. */
export function sdgRows(
  domains: readonly Domain[],
  goalsByDomain: readonly { domainId: string; goals: number[] }[],
) {
  return domains.map((domain): SdgRow => ({
    domain,
    aligned: domain.sdgCount,
    total: domain.indicators,
    share: (domain.sdgCount / domain.indicators) * 100,
    goals: goalsByDomain.find((g) => g.domainId === domain.id)?.goals ?? [],
  }));
}
