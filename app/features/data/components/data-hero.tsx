import { domains } from '@content/domains';
import { indicators } from '@content/indicators';
import { DownloadIcon, SearchIcon } from 'lucide-react';
import { useId } from 'react';
import { useTranslation } from 'react-i18next';
import { Link } from '~/i18n/link';
import { PageHero } from '~/components/page/page-hero';
import { Button } from '~/components/ui/button';
import { useLocale } from '~/i18n/use-locale';
import { downloadText } from '~/lib/download';
import { domainCountsCsv } from '../lib/stats';

/** Hero with 'Search Indicators' (the catalogue) and 'Download Data' (a CSV of the counts per domain). */
export function DataHero() {
  const { t } = useTranslation('data');
  const { l } = useLocale();
  const hintId = useId();
  const download = () =>
    downloadText(
      t('csv.filename'),
      domainCountsCsv(
        {
          domainId: t('csv.domainId'),
          domain: t('csv.domain'),
          indicators: t('csv.indicators'),
          sdgAligned: t('csv.sdgAligned'),
        },
        domains.map((d) => ({
          id: d.id,
          title: l(d.title),
          indicators: d.indicators,
          sdgAligned: d.sdgCount,
        })),
      ),
    );
  return (
    <PageHero title={l(indicators.hero.title)} description={l(indicators.hero.lead)}>
      <Button asChild size="lg" variant="sand">
        <Link to="/data/catalogue">
          <SearchIcon aria-hidden />
          {t('searchIndicators')}
        </Link>
      </Button>
      <Button
        size="lg"
        variant="inverse"
        onClick={download}
        aria-describedby={hintId}
        title={t('downloadDataHint')}
      >
        <DownloadIcon aria-hidden />
        {t('downloadData')}
      </Button>
      <p id={hintId} className="basis-full text-sm text-white/85">
        {t('downloadDataHint')}
      </p>
    </PageHero>
  );
}
