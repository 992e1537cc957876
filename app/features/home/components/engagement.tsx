import { home } from '@content/home';
import {
  ActivityIcon,
  ArrowRightIcon,
  BarChart3Icon,
  CheckIcon,
  CodeIcon,
  DatabaseIcon,
  GraduationCapIcon,
  MapIcon,
  UsersIcon,
  type LucideIcon,
} from 'lucide-react';
import type * as React from 'react';
import { Link } from '~/components/ui/link';
import { Section } from '~/components/page/section';
import { Button } from '~/components/ui/button';
import { useLocale } from '~/i18n/use-locale';
import { Card, cardVariants } from '~/components/ui/card';
import { cn } from '~/lib/utils';
import { useTexts } from '~/i18n';
import homeTexts from '~/i18n/namespaces/home';

const icons: Record<string, LucideIcon> = {
  database: DatabaseIcon,
  'bar-chart-3': BarChart3Icon,
  'graduation-cap': GraduationCapIcon,
  map: MapIcon,
  activity: ActivityIcon,
  code: CodeIcon,
  users: UsersIcon,
};

/** Three engagement pathways (entrance stagger 0.2 s) and the quick-access tools. */
export function Engagement() {
  const { t } = useTexts(homeTexts);
  const { l } = useLocale();
  return (
    <div className="bg-muted/60">
      <Section
        id="engagement"
        title={l(home.engagementIntro.title)}
        description={l(home.engagementIntro.description)}
      >
        <ul className="grid gap-5 md:grid-cols-3">
          {home.engagementPathways.map((p, i) => {
            const Icon = icons[p.icon] ?? DatabaseIcon;
            return (
              <Card
                as="li"
                padding="lg"
                key={p.id}
                style={{ '--i': i, '--stagger': '0.2s' } as React.CSSProperties}
                className="animate-rise flex flex-col"
              >
                <span className="flex size-11 items-center justify-center rounded-lg bg-secondary text-secondary-foreground">
                  <Icon className="size-5" aria-hidden />
                </span>
                <h3 className="mt-4 text-lg font-semibold">{l(p.title)}</h3>
                <p className="mt-2 text-sm text-muted-foreground">{l(p.description)}</p>
                <ul className="mt-4 space-y-2 text-sm">
                  {p.features.map((f) => (
                    <li key={f.en} className="flex gap-2">
                      <CheckIcon className="mt-0.5 size-4 shrink-0 text-primary" aria-hidden />
                      {l(f)}
                    </li>
                  ))}
                </ul>
                <Button asChild className="mt-6 self-start">
                  <Link to={p.href}>
                    {l(p.cta)}
                    <ArrowRightIcon aria-hidden className="rtl:rotate-180" />
                  </Link>
                </Button>
              </Card>
            );
          })}
        </ul>
        <h3 className="mt-12 mb-4 text-lg font-semibold">{t('quickTools')}</h3>
        <ul className="grid grid-cols-2 gap-3 lg:grid-cols-4">
          {home.quickTools.map((tool, i) => {
            const Icon = icons[tool.icon] ?? MapIcon;
            return (
              <li key={tool.id} className="animate-rise" style={{ '--i': i } as React.CSSProperties}>
                <Link
                  to={tool.href}
                  className={cn(
                    cardVariants({ padding: 'sm' }),
                    'flex h-full items-start gap-3 transition-colors outline-none hover:border-primary focus-visible:ring-[3px] focus-visible:ring-ring/60',
                  )}
                >
                  <Icon className="mt-0.5 size-5 shrink-0 text-primary" aria-hidden />
                  <span>
                    <span className="block font-semibold">{l(tool.title)}</span>
                    <span className="block text-sm text-muted-foreground">{l(tool.description)}</span>
                  </span>
                </Link>
              </li>
            );
          })}
        </ul>
      </Section>
    </div>
  );
}
