import { indicators } from '@content/indicators';
import { ChevronDownIcon, DownloadIcon, FileSpreadsheetIcon, FileTextIcon, SearchIcon } from 'lucide-react';
import { useTranslation } from 'react-i18next';
import { paths } from '@core/paths';
import { PageHero } from '~/components/page/page-hero';
import { SearchButton } from '~/components/search/search-button';
import { Button } from '~/components/ui/button';
import {
  DropdownMenu,
  DropdownMenuContent,
  DropdownMenuItem,
  DropdownMenuTrigger,
} from '~/components/ui/dropdown-menu';
import { useLocale } from '~/i18n/use-locale';
import '~/i18n/namespaces/data';

/** The data build's files of every indicator (scripts/data/indicator-bundle.ts). */
const files = [
  { format: 'csv', href: paths.download('indicators', 'hail-indicators.csv'), icon: FileTextIcon },
  { format: 'xlsx', href: paths.download('indicators', 'hail-indicators.xlsx'), icon: FileSpreadsheetIcon },
] as const;

/** Hero with 'Search Indicators' (the search, scoped to indicators) and 'Download Data' (every indicator's values, CSV or Excel). */
export function DataHero() {
  const { t } = useTranslation('data');
  const { l } = useLocale();
  return (
    <PageHero title={l(indicators.hero.title)} description={l(indicators.hero.lead)}>
      <SearchButton type="indicator" size="lg" variant="sand">
        <SearchIcon aria-hidden />
        {t('searchIndicators')}
      </SearchButton>
      <DropdownMenu>
        <DropdownMenuTrigger asChild>
          <Button size="lg" variant="inverse">
            <DownloadIcon aria-hidden />
            {t('downloadData')}
            <ChevronDownIcon aria-hidden />
          </Button>
        </DropdownMenuTrigger>
        <DropdownMenuContent align="start" className="max-w-80">
          {files.map(({ format, href, icon: Icon }) => (
            <DropdownMenuItem key={format} asChild>
              <a href={href} download>
                <Icon aria-hidden />
                <span>
                  <span className="block font-medium">{t(`download.${format}`)}</span>
                  <span className="block text-xs text-muted-foreground">{t(`download.${format}Hint`)}</span>
                </span>
              </a>
            </DropdownMenuItem>
          ))}
        </DropdownMenuContent>
      </DropdownMenu>
      <p className="basis-full text-sm text-white/85">{t('downloadDataHint')}</p>
    </PageHero>
  );
}
