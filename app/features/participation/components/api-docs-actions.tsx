import {
  Table,
  TableBody,
  TableCaption,
  TableCell,
  TableHead,
  TableHeader,
  TableRow,
} from '~/components/ui/table';
import { fqExamples } from '../lib/api-examples';
import { ApiText, InlineCode } from './api-docs-inline';
import { DocSection } from './api-docs-section';
import { Card } from '~/components/ui/card';
import { useTexts } from '~/i18n';
import apiTexts from '~/i18n/namespaces/api';

/** The actions the server answers (server/ckan/actions.ts), with their parameters. */
const actions = [
  { name: 'package_list', params: ['limit', 'offset'] },
  { name: 'package_show', params: ['id'] },
  { name: 'current_package_list_with_resources', params: ['limit', 'offset'] },
  {
    name: 'package_search',
    params: ['q', 'fq', 'fq_list', 'rows', 'start', 'sort', 'facet.field', 'facet.limit'],
  },
  { name: 'organization_list', params: ['all_fields', 'sort', 'limit', 'offset'] },
  { name: 'organization_show', params: ['id', 'include_datasets'] },
  { name: 'group_list', params: ['all_fields', 'sort', 'limit', 'offset'] },
  { name: 'group_show', params: ['id', 'include_datasets'] },
  { name: 'tag_list', params: ['query', 'all_fields'] },
  { name: 'resource_show', params: ['id'] },
  { name: 'package_activity_list', params: ['id', 'offset', 'limit'] },
  { name: 'activity_show', params: ['id', 'include_data'] },
  { name: 'status_show', params: [] },
  { name: 'license_list', params: [] },
  { name: 'help_show', params: ['name'] },
] as const;

/** package_search's main parameters and their text's key. */
const searchParams = [
  { name: 'q', key: 'q' },
  { name: 'fq', key: 'fq' },
  { name: 'rows', key: 'rows' },
  { name: 'start', key: 'start' },
  { name: 'sort', key: 'sort' },
  { name: 'facet.field', key: 'facetField' },
] as const;

/** The actions (a table, cards on phones), then package_search's parameters and filters. */
export function ApiActions() {
  const { t } = useTexts(apiTexts);
  return (
    <DocSection
      id="actions"
      title={t('actions.title')}
      description={<ApiText k="actions.description" />}
      className="pt-4"
    >
      <div className="space-y-10">
        {/* Phones: one card per action. */}
        <ul aria-label={t('actions.caption')} className="space-y-3 md:hidden">
          {actions.map(({ name, params }) => (
            <Card as="li" padding="sm" key={name}>
              <InlineCode className="font-semibold">{name}</InlineCode>
              <p className="mt-2 text-sm">
                <ApiText k={`actions.list.${name}`} />
              </p>
              <p className="mt-2 flex flex-wrap items-center gap-1.5 text-sm text-muted-foreground">
                {t('actions.parameters')}:{' '}
                {params.length ? params.map((p) => <InlineCode key={p}>{p}</InlineCode>) : t('actions.none')}
              </p>
            </Card>
          ))}
        </ul>
        <Card padding="none" className="hidden p-2 sm:p-4 md:block">
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
                  <TableHead scope="row" className="h-auto py-3 align-top text-foreground">
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
        </Card>

        <div>
          <h3 className="text-xl font-semibold">{t('search.title')}</h3>
          <p className="mt-2 text-muted-foreground">{t('search.description')}</p>
          <Card as="dl" padding="none" className="mt-4 divide-y">
            {searchParams.map((p) => (
              <div key={p.key} className="grid gap-1 p-4 sm:grid-cols-[8rem_1fr] sm:gap-4">
                <dt>
                  <InlineCode>{p.name}</InlineCode>
                </dt>
                <dd>
                  <ApiText k={`search.params.${p.key}`} />
                </dd>
              </div>
            ))}
          </Card>
        </div>

        <div>
          <h3 className="text-xl font-semibold">{t('search.filtersTitle')}</h3>
          <Card as="dl" padding="none" className="mt-4 divide-y">
            {Object.entries(fqExamples).map(([key, example]) => (
              <div key={key} className="grid gap-1 p-4 sm:grid-cols-[18rem_1fr] sm:gap-4">
                <dt>
                  <InlineCode>{example}</InlineCode>
                </dt>
                <dd>
                  <ApiText k={`search.filters.${key}`} />
                </dd>
              </div>
            ))}
          </Card>
        </div>
      </div>
    </DocSection>
  );
}
