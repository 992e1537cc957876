import { indicators as framework } from '@content/indicators';
import type { Localized } from '@core/schema';

export type DomainGoal = { number: number; title: Localized };

/** The SDGs a domain's indicators are aligned with, with their titles (content/indicators.ts), for its list's filter. */
export function domainGoals(domainId: string): DomainGoal[] {
  const numbers = framework.sdg.goalsByDomain.find((g) => g.domainId === domainId)?.goals ?? [];
  return numbers.flatMap((n) => {
    const goal = framework.sdg.goals.find((g) => g.number === n);
    return goal ? [{ number: n, title: goal.title }] : [];
  });
}
