import { dataSources } from '@content/datasets';
import { domains } from '@content/domains';
import { indicators as framework } from '@content/indicators';
import type { Indicator } from '@core/indicators/schema';
import { publisherOf } from '@core/catalogue/publishers';
import { paths } from '@core/paths';
import { Card } from '~/components/ui/card';
import { Link } from '~/components/ui/link';
import { useLocale } from '~/i18n/use-locale';
import type { useValueFormat } from '~/lib/use-value-format';
import { useTexts } from '~/i18n';
import indicatorsTexts from '~/i18n/namespaces/indicators';

/** Unit, direction, source, frequency, domain, and where the indicator feeds the SDGs and the CPI. */
export function IndicatorAbout({
  indicator: i,
  format,
}: {
  indicator: Indicator;
  format: ReturnType<typeof useValueFormat>;
}) {
  const { t } = useTexts(indicatorsTexts);
  const { l, year } = useLocale();
  const domain = domains.find((d) => d.id === i.domain)!;
  const dimension = i.cpi && framework.cpi.dimensions.find((d) => d.id === i.cpi!.dimension);
  const rows: [string, React.ReactNode][] = [
    [t('about.unit'), l(i.unit)],
    [t('about.direction'), t(`about.${i.direction}`)],
    [t('about.source'), l(publisherOf(dataSources, i.source).name)],
    [t('about.frequency'), t('about.annual')],
    [t('about.domain'), <Link to={paths.domain(domain.id)}>{l(domain.title)}</Link>],
    [
      t('about.sdg'),
      i.sdg ? (
        <Link to={`${paths.sdg()}#goal-${i.sdg.goal}`}>
          {t('about.sdgValue', {
            target: i.sdg.target,
            goal: i.sdg.goal,
            value: format.full(i.sdg.targetValue),
            year: year(i.sdg.targetYear),
          })}
        </Link>
      ) : (
        t('about.none')
      ),
    ],
    [
      t('about.cpi'),
      dimension ? <Link to={`${paths.cpi()}#${dimension.id}`}>{l(dimension.title)}</Link> : t('about.none'),
    ],
  ];
  return (
    <Card as="section" aria-labelledby="about-indicator-heading" flat>
      <h2 id="about-indicator-heading" className="font-semibold">
        {t('about.title')}
      </h2>
      <dl className="mt-4 space-y-3 text-sm">
        {rows.map(([term, value]) => (
          <div key={term}>
            <dt className="text-muted-foreground">{term}</dt>
            <dd className="font-medium [&_a]:text-primary [&_a]:underline-offset-4 [&_a]:hover:underline">
              {value}
            </dd>
          </div>
        ))}
      </dl>
    </Card>
  );
}
