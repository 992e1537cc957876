import { catalogueCategories } from '@content/datasets';
import { reports } from '@content/reports';
import { stories } from '@content/stories';
import { ArrowRightIcon, BookOpenIcon, DatabaseIcon, FileTextIcon, type LucideIcon } from 'lucide-react';
import type * as React from 'react';
import { Link } from '~/components/ui/link';
import { Badge } from '~/components/ui/badge';
import { Button } from '~/components/ui/button';
import { useLocale } from '~/i18n/use-locale';
import { newestFirst } from '~/lib/sort';
import type { NewDataset } from '../lib/new-datasets';
import { paths } from '@core/paths';
import type { PublicationFiles } from '@core/publications/files';
import { Card } from '~/components/ui/card';
import { useTexts } from '~/i18n';
import homeTexts from '~/i18n/namespaces/home';

const LATEST_REPORTS = 3;

function Column({
  id,
  title,
  icon: Icon,
  to,
  linkText,
  linkLabel,
  children,
}: {
  id: string;
  title: string;
  icon: LucideIcon;
  to: string;
  linkText: string;
  linkLabel: string;
  children: React.ReactNode;
}) {
  return (
    <Card as="section" aria-labelledby={`${id}-heading`} className="flex flex-col">
      <div className="mb-4 flex items-center justify-between gap-3">
        <h3 id={`${id}-heading`} className="flex items-center gap-2 text-lg font-semibold">
          <Icon className="size-5 text-primary" aria-hidden />
          {title}
        </h3>
        <Button asChild variant="link" size="sm" className="px-0">
          <Link to={to} aria-label={linkLabel}>
            {linkText}
            <ArrowRightIcon aria-hidden className="rtl:rotate-180" />
          </Link>
        </Button>
      </div>
      <ul className="flex flex-col divide-y">{children}</ul>
    </Card>
  );
}

const meta = 'mt-1 flex flex-wrap gap-x-3 gap-y-1 text-xs text-muted-foreground';

/** The home page's data stories, newest first. */
export function FeaturedStories() {
  const { t } = useTexts(homeTexts);
  const { l, compact, date } = useLocale();
  return (
    <Column
      id="featured-stories"
      title={t('featured.stories')}
      icon={BookOpenIcon}
      to="/publications/stories"
      linkText={t('featured.viewAll')}
      linkLabel={t('featured.viewAllStories')}
    >
      {newestFirst(stories, (s) => s.publishDate).map((s) => (
        <li key={s.id} className="py-3 first:pt-0 last:pb-0">
          <div className="flex flex-wrap items-center gap-2">
            <Badge variant="accent">{l(s.category)}</Badge>
            {s.featured && <Badge>{t('featured.featured')}</Badge>}
          </div>
          <Link
            to={paths.story(s.id)}
            className="mt-2 block font-semibold underline-offset-4 outline-none hover:underline focus-visible:ring-[3px] focus-visible:ring-ring/60"
          >
            {l(s.title)}
          </Link>
          <p className="mt-1 line-clamp-2 text-sm text-muted-foreground">{l(s.description)}</p>
          <p className={meta}>
            <span>{date(s.publishDate)}</span>
            <span>{t('featured.readTime', { count: s.readTime })}</span>
            <span>{t('featured.views', { value: compact(s.views) })}</span>
          </p>
        </li>
      ))}
    </Column>
  );
}

/** The home page's latest reports, with their PDFs' pages and sizes in the page's language. */
export function FeaturedReports({ reportFiles }: { reportFiles: PublicationFiles['reports'] }) {
  const { t } = useTexts(homeTexts);
  const { l, number, date, bytes, locale } = useLocale();
  return (
    <Column
      id="featured-reports"
      title={t('featured.reports')}
      icon={FileTextIcon}
      to="/publications/reports"
      linkText={t('featured.viewAll')}
      linkLabel={t('featured.viewAllReports')}
    >
      {newestFirst(reports, (r) => r.publishDate)
        .slice(0, LATEST_REPORTS)
        .map((r) => (
          <li key={r.id} className="py-3 first:pt-0 last:pb-0">
            <p className="font-semibold">{l(r.title)}</p>
            <p className={meta}>
              <span>{l(r.type)}</span>
              <span>{date(r.publishDate)}</span>
              <span>{t('featured.pages', { count: reportFiles[r.id]![locale].pages })}</span>
              <span>{bytes(reportFiles[r.id]![locale].bytes)}</span>
              <span>{t('featured.downloads', { value: number(r.downloads) })}</span>
            </p>
          </li>
        ))}
    </Column>
  );
}

/**
 * The home page's newest catalogue datasets: rendered by the server as the store has them (a server island,
 * app/islands/new-datasets.astro), the build's until it answers.
 */
export function FeaturedDatasets({ datasets }: { datasets: NewDataset[] }) {
  const { t } = useTexts(homeTexts);
  const { l, number, date, bytes } = useLocale();
  const categoryLabel = (id: string) => catalogueCategories.find((c) => c.id === id)?.label;
  return (
    <Column
      id="featured-datasets"
      title={t('featured.datasets')}
      icon={DatabaseIcon}
      to="/data/catalogue"
      linkText={t('featured.browseAll')}
      linkLabel={t('featured.browseAllDatasets')}
    >
      {datasets.map((d) => {
        const category = categoryLabel(d.category);
        return (
          <li key={d.id} className="py-3 first:pt-0 last:pb-0" data-testid="new-dataset">
            <div className="flex flex-wrap items-center gap-2">
              <Badge variant="secondary">{category ? l(category) : d.category}</Badge>
              <Badge variant="outline">{d.formats[0]}</Badge>
            </div>
            <Link
              to={paths.dataset(d.slug)}
              className="mt-2 block font-semibold underline-offset-4 outline-none hover:underline focus-visible:ring-[3px] focus-visible:ring-ring/60"
            >
              {l(d.title)}
            </Link>
            <p className={meta}>
              <span>{bytes(d.size)}</span>
              <span>{t('featured.updated', { date: date(d.modified) })}</span>
              <span>{t('featured.downloads', { value: number(d.downloads) })}</span>
            </p>
          </li>
        );
      })}
    </Column>
  );
}
