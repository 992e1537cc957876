import type { Governorate } from '@content/governorates';
import { MapPinIcon } from 'lucide-react';
import { useLocale } from '~/i18n/use-locale';
import { Card } from '~/components/ui/card';
import { Link } from '~/components/ui/link';
import { paths } from '@core/paths';
import { useTexts } from '~/i18n';
import homeTexts from '~/i18n/namespaces/home';

/** The selected governorate's figures (population and growth from data/indicators); announced politely. */
export type GovernorateFigures = { population: number; gdpGrowth: number };

export function GovernorateDetail({
  governorate: g,
  figures: f,
}: {
  governorate: Governorate;
  figures: GovernorateFigures;
}) {
  const { t } = useTexts(homeTexts);
  const { l, number, percent } = useLocale();
  const figures = [
    { id: 'population', label: t('map.population'), value: number(f.population) },
    { id: 'gdp-growth', label: t('map.gdpGrowth'), value: percent(f.gdpGrowth, { signed: true }) },
    { id: 'major-projects', label: t('map.majorProjects'), value: number(g.majorProjects) },
  ];
  return (
    <Card
      as="section"
      padding="lg"
      aria-labelledby="governorate-detail-name"
      aria-live="polite"
      data-testid="governorate-detail"
    >
      <p className="text-sm font-medium text-muted-foreground">{t('map.selected')}</p>
      <h3 id="governorate-detail-name" className="mt-1 flex items-center gap-2 text-2xl font-bold">
        <MapPinIcon className="size-6 text-primary" aria-hidden />
        {l(g.name)}
      </h3>
      <p className="mt-1 text-sm text-muted-foreground">
        {t('map.area')}:{' '}
        <span className="font-medium text-foreground">{t('map.areaValue', { value: number(g.area) })}</span>
      </p>
      <p className="mt-4 text-sm leading-relaxed">{l(g.description)}</p>
      <dl className="mt-6 grid grid-cols-3 gap-3">
        {figures.map((f) => (
          <div key={f.id} className="rounded-lg bg-muted p-3">
            <dt className="text-xs font-medium text-muted-foreground">{f.label}</dt>
            <dd
              className="mt-1 text-lg font-bold tracking-tight md:text-xl"
              data-testid={`governorate-${f.id}`}
            >
              {f.value}
            </dd>
          </div>
        ))}
      </dl>
      <p className="mt-5">
        <Link
          to={paths.governorate(g.id)}
          className="font-medium text-primary underline-offset-4 hover:underline"
        >
          {t('map.viewProfile', { name: l(g.name) })}
        </Link>
      </p>
    </Card>
  );
}
