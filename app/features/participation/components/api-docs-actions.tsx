import { useTranslation } from 'react-i18next';
import { Section } from '~/components/page/section';
import { Table, TableBody, TableCaption, TableCell, TableHead, TableHeader, TableRow } from '~/components/ui/table';
import { ApiText, InlineCode } from './api-docs-inline';

/** The actions the server answers (server/ckan), with their parameters. */
const actions = [
  { name: 'package_list', params: [] },
  { name: 'package_show', params: ['id'] },
  { name: 'package_search', params: ['q', 'fq', 'rows', 'start', 'sort'] },
  { name: 'organization_list', params: [] },
  { name: 'group_list', params: [] },
  { name: 'tag_list', params: [] },
  { name: 'resource_show', params: ['id'] },
  { name: 'status_show', params: [] },
  { name: 'license_list', params: [] },
] as const;

const searchParams = ['q', 'fq', 'rows', 'start', 'sort'] as const;

/** fq filters, each with an example value from the catalogue. */
const filters = [
  { field: 'groups', example: 'groups:economy' },
  { field: 'res_format', example: 'res_format:CSV' },
  { field: 'organization', example: 'organization:hrda-statistics' },
  { field: 'tags', example: 'tags:water' },
] as const;

/** The table of actions, then package_search's parameters and filters. */
export function ApiActions() {
  const { t } = useTranslation('api');
  return (
    <Section
      id="actions"
      title={t('actions.title')}
      description={<ApiText k="actions.description" />}
      className="pt-0"
    >
      <div className="max-w-4xl space-y-10">
        <div className="rounded-xl border bg-card p-2 shadow-sm sm:p-4">
          <Table>
            <TableCaption>{t('actions.caption')}</TableCaption>
            <TableHeader>
              <TableRow>
                <TableHead scope="col">{t('actions.action')}</TableHead>
                <TableHead scope="col">{t('actions.parameters')}</TableHead>
                <TableHead scope="col">{t('actions.returns')}</TableHead>
              </TableRow>
            </TableHeader>
            <TableBody>
              {actions.map(({ name, params }) => (
                <TableRow key={name}>
                  <TableHead scope="row" className="h-auto py-3 align-top whitespace-normal text-foreground">
                    <InlineCode>{name}</InlineCode>
                  </TableHead>
                  <TableCell className="align-top">
                    {params.length ? (
                      <span className="flex flex-wrap gap-1.5">
                        {params.map((p) => (
                          <InlineCode key={p}>{p}</InlineCode>
                        ))}
                      </span>
                    ) : (
                      <span className="text-muted-foreground">{t('actions.none')}</span>
                    )}
                  </TableCell>
                  <TableCell className="align-top">
                    <ApiText k={`actions.list.${name}`} />
                  </TableCell>
                </TableRow>
              ))}
            </TableBody>
          </Table>
        </div>

        <div>
          <h3 className="text-xl font-semibold">{t('search.title')}</h3>
          <p className="mt-2 text-muted-foreground">{t('search.description')}</p>
          <dl className="mt-4 divide-y rounded-xl border bg-card shadow-sm">
            {searchParams.map((p) => (
              <div key={p} className="grid gap-1 p-4 sm:grid-cols-[8rem_1fr] sm:gap-4">
                <dt>
                  <InlineCode>{p}</InlineCode>
                </dt>
                <dd>
                  <ApiText k={`search.params.${p}`} />
                </dd>
              </div>
            ))}
          </dl>
        </div>

        <div>
          <h3 className="text-xl font-semibold">{t('search.filtersTitle')}</h3>
          <dl className="mt-4 divide-y rounded-xl border bg-card shadow-sm">
            {filters.map(({ field, example }) => (
              <div key={field} className="grid gap-1 p-4 sm:grid-cols-[16rem_1fr] sm:gap-4">
                <dt>
                  <InlineCode>{example}</InlineCode>
                </dt>
                <dd>
                  <ApiText k={`search.filters.${field}`} />
                </dd>
              </div>
            ))}
          </dl>
        </div>
      </div>
    </Section>
  );
}
