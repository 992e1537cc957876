import { tools, type Tool } from '@content/tools';
import {
  ArrowRightIcon,
  CheckIcon,
  DatabaseIcon,
  LayoutDashboardIcon,
  MapIcon,
  TrendingUpIcon,
  type LucideIcon,
} from 'lucide-react';
import { Link } from '~/components/ui/link';
import { Badge } from '~/components/ui/badge';
import { Button } from '~/components/ui/button';
import { Card, CardContent, CardDescription, CardFooter, CardHeader, CardTitle } from '~/components/ui/card';
import { PendingButton } from '~/components/ui/pending-button';
import { useLocale } from '~/i18n/use-locale';
import { useTexts } from '~/i18n';
import toolsTexts from '~/i18n/namespaces/tools';

const icons: Record<Tool['id'], LucideIcon> = {
  'gis-hub': MapIcon,
  'dashboard-builder': LayoutDashboardIcon,
  'trend-analyzer': TrendingUpIcon,
  'data-explorer': DatabaseIcon,
};

function ToolCard({ tool }: { tool: Tool }) {
  const { t } = useTexts(toolsTexts);
  const { l } = useLocale();
  const Icon = icons[tool.id];
  const title = l(tool.title);
  return (
    <Card padding="sections" className="h-full" aria-labelledby={`tool-${tool.id}`} role="group">
      <CardHeader>
        <div className="flex items-start justify-between gap-3">
          <span className="grid size-11 place-items-center rounded-lg bg-secondary text-secondary-foreground">
            <Icon className="size-5" aria-hidden />
          </span>
          {tool.status === 'coming-soon' ? (
            <Badge variant="accent">{t('comingSoon')}</Badge>
          ) : (
            <Badge variant="secondary">{t('available')}</Badge>
          )}
        </div>
        <CardTitle id={`tool-${tool.id}`} className="mt-2 text-lg">
          {title}
        </CardTitle>
        <CardDescription className="text-base">{l(tool.description)}</CardDescription>
      </CardHeader>
      <CardContent className="flex-1">
        <ul aria-label={t('features', { title })} className="space-y-2 text-sm">
          {tool.features.map((feature) => (
            <li key={feature.en} className="flex items-start gap-2">
              <CheckIcon className="mt-0.5 size-4 shrink-0 text-primary" aria-hidden />
              {l(feature)}
            </li>
          ))}
        </ul>
      </CardContent>
      <CardFooter>
        {tool.href ? (
          <Button asChild className="w-full">
            <Link to={tool.href}>
              {t('launch')}
              <span className="sr-only"> {title}</span>
              <ArrowRightIcon className="rtl:rotate-180" aria-hidden />
            </Link>
          </Button>
        ) : (
          <PendingButton className="w-full" variant="outline" status={t('comingSoonStatus', { title })}>
            {t('launch')}
            <span className="sr-only"> {title}</span>
          </PendingButton>
        )}
      </CardFooter>
    </Card>
  );
}

/** The four tool cards; coming-soon tools show a disabled Launch button and a Coming Soon badge. */
export function ToolCards() {
  return (
    <ul className="grid gap-6 sm:grid-cols-2 lg:grid-cols-4">
      {tools.tools.map((tool, i) => (
        <li key={tool.id} className="animate-rise" style={{ '--i': i } as React.CSSProperties}>
          <ToolCard tool={tool} />
        </li>
      ))}
    </ul>
  );
}
