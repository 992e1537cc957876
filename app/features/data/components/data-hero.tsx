import { indicators } from '@content/indicators';
import type { TFunction } from 'i18next';
import type * as React from 'react';
import { paths } from '@core/paths';
import { PageHero } from '~/components/page/page-hero';
import { useLocale } from '~/i18n/use-locale';
import type { DownloadTexts } from './download-data';
import { useTexts } from '~/i18n';
import dataTexts from '~/i18n/namespaces/data';

/** The data build's files of every indicator (scripts/data/indicator-bundle.ts). */
const files = [
  { format: 'csv', href: paths.download('indicators', 'hail-indicators.csv') },
  { format: 'xlsx', href: paths.download('indicators', 'hail-indicators.xlsx') },
] as const;

/** The words of the hero's two buttons, given to them by the page (their props), so they carry no texts. */
export function heroButtonTexts(t: TFunction): { search: string; download: DownloadTexts } {
  return {
    search: t('data:searchIndicators'),
    download: {
      label: t('data:downloadData'),
      files: files.map(({ format, href }) => ({
        format,
        href,
        label: t(`data:download.${format}`),
        hint: t(`data:download.${format}Hint`),
      })),
    },
  };
}

/**
 * Hero with 'Search Indicators' (`search`: the search, scoped to indicators) and 'Download Data' (`download`: every
 * indicator's values, CSV or Excel: links to the files in the browser's own popover), parts the page gives.
 */
export function DataHero({ search, download }: { search?: React.ReactNode; download?: React.ReactNode }) {
  const { t } = useTexts(dataTexts);
  const { l } = useLocale();
  return (
    <PageHero title={l(indicators.hero.title)} description={l(indicators.hero.lead)}>
      {search}
      {download}
      <p className="basis-full text-sm text-white/85">{t('downloadDataHint')}</p>
    </PageHero>
  );
}
