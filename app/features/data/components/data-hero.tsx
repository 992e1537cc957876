import { indicators } from '@content/indicators';
import { useTranslation } from 'react-i18next';
import { paths } from '@core/paths';
import { Island } from '~/components/islands/island';
import { PageHero } from '~/components/page/page-hero';
import { PageSearchButton } from '~/components/search/search-button';
import { useLocale } from '~/i18n/use-locale';
import { DownloadData, type DownloadTexts } from './download-data';
import '~/i18n/namespaces/data';

/** The data build's files of every indicator (scripts/data/indicator-bundle.ts). */
const files = [
  { format: 'csv', href: paths.download('indicators', 'hail-indicators.csv') },
  { format: 'xlsx', href: paths.download('indicators', 'hail-indicators.xlsx') },
] as const;

/**
 * Hero with 'Search Indicators' (the search, scoped to indicators) and 'Download Data' (every indicator's values,
 * CSV or Excel): each an island.
 */
export function DataHero() {
  const { t } = useTranslation('data');
  const { l } = useLocale();
  const search = t('searchIndicators');
  const download: DownloadTexts = {
    label: t('downloadData'),
    files: files.map(({ format, href }) => ({
      format,
      href,
      label: t(`download.${format}`),
      hint: t(`download.${format}Hint`),
    })),
  };
  return (
    <PageHero title={l(indicators.hero.title)} description={l(indicators.hero.lead)}>
      <Island name="search-button" props={{ type: 'indicator', label: search }} when="used">
        <PageSearchButton type="indicator" label={search} />
      </Island>
      <Island name="download-data" props={{ texts: download }} when="used">
        <DownloadData texts={download} />
      </Island>
      <p className="basis-full text-sm text-white/85">{t('downloadDataHint')}</p>
    </PageHero>
  );
}
