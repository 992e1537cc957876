import { domains } from '@content/domains';
import { home } from '@content/home';
import { GlobeIcon, Building2Icon } from 'lucide-react';
import type * as React from 'react';
import { Link } from '~/components/ui/link';
import { DomainCard } from '~/components/domain-card';
import { Section } from '~/components/page/section';
import { Button } from '~/components/ui/button';
import { useLocale } from '~/i18n/use-locale';
import { useTexts } from '~/i18n';
import homeTexts from '~/i18n/namespaces/home';

/** The five thematic domain cards, and the ways into the SDG and City Prosperity views of the indicators. */
export function DomainSection() {
  const { t } = useTexts(homeTexts);
  const { l } = useLocale();
  return (
    <Section
      id="domains"
      title={l(home.domainsIntro.title)}
      description={l(home.domainsIntro.description)}
      action={
        <div className="flex flex-wrap gap-3">
          <Button asChild variant="outline">
            <Link to="/data/sdg">
              <GlobeIcon aria-hidden />
              {t('domains.sdgDashboard')}
            </Link>
          </Button>
          <Button asChild variant="outline">
            <Link to="/data/cpi">
              <Building2Icon aria-hidden />
              {t('domains.cpi')}
            </Link>
          </Button>
        </div>
      }
    >
      <ul className="grid gap-5 sm:grid-cols-2 lg:grid-cols-3 xl:grid-cols-5">
        {domains.map((domain, i) => (
          <li key={domain.id} className="animate-rise" style={{ '--i': i } as React.CSSProperties}>
            <DomainCard domain={domain} className="h-full" />
          </li>
        ))}
      </ul>
    </Section>
  );
}
