import { domains } from '@content/domains';
import { indicators as framework } from '@content/indicators';
import type { Governorate } from '@content/governorates';
import type { CpiPlace } from '@core/indicators/summaries';
import type { ProfileRow } from '@core/indicators/profile';
import { paths } from '@core/paths';
import { Container } from '~/components/page/container';
import { PageHeader } from '~/components/page/page-header';
import { StatCard } from '~/components/page/stat-card';
import { Card, cardVariants } from '~/components/ui/card';
import {
  Table,
  TableBody,
  TableCaption,
  TableCell,
  TableHead,
  TableHeader,
  TableRow,
} from '~/components/ui/table';
import { Link } from '~/components/ui/link';
import { useLocale } from '~/i18n/use-locale';
import { cn } from '~/lib/utils';
import { useValueFormat } from '~/lib/use-value-format';
import { useTexts } from '~/i18n';
import aboutTexts from '~/i18n/namespaces/about';

function Value({ row, at }: { row: ProfileRow; at: ProfileRow['place'] }) {
  const format = useValueFormat(row);
  const { year } = useLocale();
  if (!at) return <>—</>;
  return (
    <>
      {format.full(at.value)} <span className="text-xs text-muted-foreground">({year(at.year)})</span>
    </>
  );
}

/** /about/governorates/{id}: the governorate's headline indicators against the region's, and its CPI. */
export function GovernorateProfile({
  governorate: g,
  figures,
  domainsRows,
  cpi,
}: {
  governorate: Governorate;
  figures: { population: number; gdpGrowth: number };
  domainsRows: { domain: string; rows: ProfileRow[] }[];
  cpi: { place: CpiPlace; region: CpiPlace };
}) {
  const { t } = useTexts(aboutTexts);
  const { t: tc } = useTexts();
  const { l, number, percent } = useLocale();
  const score = (v: number | null) =>
    v === null ? '—' : number(v, { minimumFractionDigits: 1, maximumFractionDigits: 1 });
  const name = l(g.name);
  return (
    <Container className="py-8">
      <PageHeader
        trail={[
          { label: tc('home'), to: '/' },
          { label: t('breadcrumbAbout'), to: '/about' },
        ]}
        title={name}
        lead={l(g.description)}
      />
      <ul className="mt-8 grid grid-cols-2 gap-3 md:grid-cols-4 md:gap-4" aria-label={t('profile.figures')}>
        <li>
          <StatCard label={t('profile.population')} value={number(figures.population)} className="h-full" />
        </li>
        <li>
          <StatCard
            label={t('profile.gdpGrowth')}
            value={percent(figures.gdpGrowth, { signed: true })}
            className="h-full"
          />
        </li>
        <li>
          <StatCard
            label={t('profile.area')}
            value={t('profile.areaValue', { value: number(g.area) })}
            className="h-full"
          />
        </li>
        <li>
          <StatCard label={t('profile.projects')} value={number(g.majorProjects)} className="h-full" />
        </li>
      </ul>

      <div className="mt-10 space-y-10">
        {domainsRows.map(({ domain: id, rows }) => {
          const domain = domains.find((d) => d.id === id)!;
          return (
            <section key={id} aria-labelledby={`profile-${id}`}>
              <h2 id={`profile-${id}`} className="text-xl font-semibold">
                <Link to={paths.domain(id)} className="underline-offset-4 hover:underline">
                  {l(domain.title)}
                </Link>
              </h2>
              <Table
                container={{
                  className: cn(cardVariants({ padding: 'none', flat: true }), 'mt-3'),
                }}
              >
                <TableCaption className="sr-only">
                  {t('profile.caption', { domain: l(domain.title), name })}
                </TableCaption>
                <TableHeader>
                  <TableRow>
                    <TableHead scope="col">{t('profile.indicator')}</TableHead>
                    <TableHead scope="col" className="text-end">
                      {name}
                    </TableHead>
                    <TableHead scope="col" className="text-end">
                      {t('profile.region')}
                    </TableHead>
                  </TableRow>
                </TableHeader>
                <TableBody>
                  {rows.map((row) => (
                    <TableRow key={row.id}>
                      <TableHead scope="row" className="font-medium whitespace-normal text-foreground">
                        <Link
                          to={`${paths.indicator(row.id)}?geo=hail-region%2C${g.id}`}
                          className="text-primary underline-offset-4 hover:underline"
                        >
                          {l(row.name)}
                        </Link>
                      </TableHead>
                      <TableCell className="text-end tabular-nums">
                        <Value row={row} at={row.place} />
                      </TableCell>
                      <TableCell className="text-end tabular-nums">
                        <Value row={row} at={row.region} />
                      </TableCell>
                    </TableRow>
                  ))}
                </TableBody>
              </Table>
            </section>
          );
        })}

        <Card as="section" aria-labelledby="profile-cpi" flat>
          <h2 id="profile-cpi" className="text-xl font-semibold">
            <Link to={paths.cpi()} className="underline-offset-4 hover:underline">
              {t('profile.cpi')}
            </Link>
          </h2>
          <p className="mt-2 text-sm text-muted-foreground">
            {t('profile.cpiLead', { name, score: score(cpi.place.index), region: score(cpi.region.index) })}
          </p>
          <dl className="mt-4 grid gap-3 sm:grid-cols-2 lg:grid-cols-3">
            {framework.cpi.dimensions.map((d) => (
              <div key={d.id} className="rounded-lg bg-muted p-3">
                <dt className="text-sm text-muted-foreground">{l(d.title)}</dt>
                <dd className="mt-1 text-lg font-bold tabular-nums">
                  {score(cpi.place.dimensions[d.id as keyof CpiPlace['dimensions']])}{' '}
                  <span className="text-sm font-normal text-muted-foreground">
                    {t('profile.vsRegion', {
                      value: score(cpi.region.dimensions[d.id as keyof CpiPlace['dimensions']]),
                    })}
                  </span>
                </dd>
              </div>
            ))}
          </dl>
        </Card>
      </div>
    </Container>
  );
}
