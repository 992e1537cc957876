import { dataSources } from '@content/datasets';
import { useLocale } from '~/i18n/use-locale';
import type { Dataset } from '@core/catalogue/types';
import { publisherOf } from '@core/catalogue/publishers';
import { Card } from '~/components/ui/card';
import { useTexts } from '~/i18n';
import datasetTexts from '~/i18n/namespaces/dataset';

/** The metadata table: publisher, contact, licence, coverage, frequency, dates, provenance, keywords, size. */
export function DatasetFacts({ dataset: d }: { dataset: Dataset }) {
  const { t } = useTexts(datasetTexts);
  const { l, locale, date, number } = useLocale();
  const publisher = publisherOf(dataSources, d.source);
  const [w, s, e, n] = d.spatial.bbox.map((x) => number(x, { maximumFractionDigits: 2 }));
  const rows: [string, React.ReactNode][] = [
    [t('facts.publisher'), l(publisher.name)],
    [
      t('facts.contact'),
      <a
        key="c"
        href={`mailto:${d.contactPoint.email}`}
        className="text-primary underline-offset-4 hover:underline"
      >
        {l(d.contactPoint.name)}
      </a>,
    ],
    [
      t('facts.licence'),
      <a
        key="l"
        href={d.license.url}
        rel="license"
        className="text-primary underline-offset-4 hover:underline"
      >
        {d.license.title}
      </a>,
    ],
    [t('facts.spatial'), `${l(d.spatial.label)} (${t('facts.bbox', { w, s, e, n })})`],
    [t('facts.temporal'), t('facts.range', { from: date(d.temporal.from), to: date(d.temporal.to) })],
    [t('facts.frequency'), t(`frequency.${d.frequency}`)],
    [t('facts.issued'), date(d.issued)],
    [t('facts.modified'), date(d.modified)],
    [t('facts.provenance'), l(d.provenance)],
    [
      t(d.kind === 'table' ? 'facts.rows' : 'facts.features'),
      d.geometryType
        ? t('facts.featureCount', {
            count: d.records,
            value: number(d.records),
            geometry: t(`geometry.${d.geometryType}`),
          })
        : number(d.records),
    ],
    [t('facts.keywords'), d.keywords[locale].join(t('facts.separator'))],
  ];
  return (
    <Card as="section" flat aria-labelledby="facts-heading">
      <h2 id="facts-heading" className="text-lg font-semibold">
        {t('facts.title')}
      </h2>
      <dl className="mt-4 space-y-3 text-sm">
        {rows.map(([label, value]) => (
          <div key={label}>
            <dt className="text-muted-foreground">{label}</dt>
            <dd className="font-medium break-words">{value}</dd>
          </div>
        ))}
      </dl>
    </Card>
  );
}
