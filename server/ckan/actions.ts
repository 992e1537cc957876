/** The read-only actions of the CKAN Action API, each with the help text help_show returns. */
import { site } from '../../content/site.ts';
import { findGroup, type CatalogueSource, type Listing } from './catalogue.ts';
import { invalid, notFound } from './errors.ts';
import { groupDict, licenseDict, organizationDict, packageDict, resourceDict, tagDict } from './package.ts';
import { boolean, integer, required, text, type Params } from './params.ts';
import { limits } from '../limits.ts';
import { MAX_Q, MAX_ROWS, packageSearch } from './search.ts';
import { staffActions } from './token-actions.ts';
import { activityActions } from './activity-actions.ts';

/** An action: its help text, and its answer to parameters, from the catalogue, with URLs on `origin`. */
export type Action = {
  help: string;
  run: (params: Params, catalogue: CatalogueSource, origin: string) => unknown;
};

/** The packages of a publisher or category, in catalogue order (organization_show, group_show). */
async function packagesOf(
  catalogue: CatalogueSource,
  lists: Listing,
  field: 'source' | 'category',
  value: string,
  origin: string,
) {
  const { results } = await catalogue.search({ filters: [{ field, values: [value] }], rows: MAX_ROWS });
  return results.map((d) => packageDict(d, lists.publisherOf(d), lists.categoryOf(d), origin));
}

/** organization_list and group_list: names, or dicts with all_fields, sorted and paged. */
function listOf<T extends { name: string; title: string; package_count: number }>(
  params: Params,
  items: T[],
) {
  const sort = (text(params, 'sort') ?? 'title asc').trim().toLowerCase();
  const [field, order = 'asc'] = sort.split(/\s+/) as [keyof T, string];
  if (!['name', 'title', 'package_count'].includes(String(field)) || !['asc', 'desc'].includes(order))
    throw invalid('sort', 'use name, title or package_count, then asc or desc');
  const limit = integer(params, 'limit', { fallback: items.length, max: MAX_ROWS });
  const offset = integer(params, 'offset', { fallback: 0 });
  const sign = order === 'desc' ? -1 : 1;
  const compare = <V>(x: V, y: V) => (x < y ? -1 : x > y ? 1 : 0);
  const sorted = [...items].sort((a, b) => sign * compare(a[field], b[field]) || compare(a.name, b.name));
  const page = sorted.slice(offset, offset + limit);
  return boolean(params, 'all_fields', false) ? page : page.map((item) => item.name);
}

const organizations = (lists: Listing) =>
  lists.organizations.map(({ publisher, count }) => ({
    ...organizationDict(publisher),
    package_count: count,
  }));
const groups = (lists: Listing) =>
  lists.groups.map(({ category, count }) => ({ ...groupDict(category), package_count: count }));

export const actions: Record<string, Action> = {
  ...activityActions,
  package_list: {
    help: 'Return the names of every dataset, in alphabetical order.\n\n:param limit: how many (optional)\n:param offset: how many to skip (optional)',
    run(params, c) {
      const limit = integer(params, 'limit', { fallback: Number.MAX_SAFE_INTEGER });
      const offset = integer(params, 'offset', { fallback: 0 });
      return c.names(offset, limit);
    },
  },
  package_show: {
    help: 'Return one dataset, with its resources (files), publisher, category, tags and extras.\n\n:param id: the id or name of the dataset',
    async run(params, c, origin) {
      const id = required(params, 'id');
      const [d, lists] = await Promise.all([c.dataset(id), c.listing()]);
      if (!d) throw notFound(`no dataset with the id or name "${id}"`);
      return packageDict(d, lists.publisherOf(d), lists.categoryOf(d), origin);
    },
  },
  current_package_list_with_resources: {
    help: `Return the datasets with their resources, the most recently modified first.\n\n:param limit: how many (default 10, at most ${MAX_ROWS})\n:param offset: how many to skip (default 0)\n:param page: which page of limit datasets, from 1 (deprecated: use offset)`,
    async run(params, c, origin) {
      const limit = integer(params, 'limit', { fallback: 10, max: MAX_ROWS });
      const page = integer(params, 'page', { fallback: 1, min: 1 });
      const offset = integer(params, 'offset', { fallback: (page - 1) * limit });
      const [{ results }, lists] = await Promise.all([
        c.search({ sort: { by: 'modified', order: 'desc' }, start: offset, rows: limit }),
        c.listing(),
      ]);
      return results.map((d) => packageDict(d, lists.publisherOf(d), lists.categoryOf(d), origin));
    },
  },
  package_search: {
    help: `Search the datasets. Every word of q must appear in the title or description (English or Arabic); field:value words in q act as filters.\n\n:param q: words, at most ${MAX_Q} characters (optional)\n:param fq: at most ${limits.filterChars} characters of filters on organization, groups, res_format, tags, license_id, name, e.g. groups:economy res_format:(CSV OR XLSX) -organization:mewa, and metadata_modified:[2024-01-01 TO *]; * and ? in a value stand for any letters and for one, e.g. name:groundwater* (optional)\n:param fq_list: a list of at most ${limits.listEntries} fq filters, all of which apply; at most ${limits.searchFilters} filters in q, fq and fq_list together (optional)\n:param sort: score desc (catalogue order, the default), metadata_modified, title_string, name or downloads, asc or desc (optional)\n:param rows: how many results, from 0 to ${MAX_ROWS} (default 10)\n:param start: how many results to skip (default 0)\n:param facet.field: a JSON list of fields to count values of: organization, groups, res_format, tags, license_id (optional; at most ${limits.facetFields} entries)\n:param facet.limit: how many values per field, -1 for all (default 50)`,
    run: packageSearch,
  },
  organization_list: {
    help: 'Return the publishers: names, or dicts with all_fields=true.\n\n:param all_fields: (default false)\n:param sort: name, title or package_count, asc or desc (default title asc)\n:param limit, offset: paging (optional)',
    run: async (params, c) => listOf(params, organizations(await c.listing())),
  },
  organization_show: {
    help: 'Return one publisher with its dataset count.\n\n:param id: the id or name of the organization\n:param include_datasets: also its datasets, up to 1000 (default false)',
    async run(params, c, origin) {
      const id = required(params, 'id');
      const lists = await c.listing();
      const org = organizations(lists).find((o) => o.name === id);
      if (!org) throw notFound(`no organization with the id or name "${id}"`);
      const packages = boolean(params, 'include_datasets', false)
        ? await packagesOf(c, lists, 'source', org.id, origin)
        : undefined;
      return { ...org, ...(packages && { packages }) };
    },
  },
  group_list: {
    help: 'Return the categories (Governance included): names, or dicts with all_fields=true.\n\n:param all_fields: (default false)\n:param sort: name, title or package_count, asc or desc (default title asc)\n:param limit, offset: paging (optional)',
    run: async (params, c) => listOf(params, groups(await c.listing())),
  },
  group_show: {
    help: 'Return one category with its dataset count.\n\n:param id: the id or name of the group, e.g. economy\n:param include_datasets: also its datasets, up to 1000 (default false)',
    async run(params, c, origin) {
      const id = required(params, 'id');
      const lists = await c.listing();
      const group = findGroup(lists, id);
      if (!group) throw notFound(`no group with the id or name "${id}"`);
      const packages = boolean(params, 'include_datasets', false)
        ? await packagesOf(c, lists, 'category', group.category.id, origin)
        : undefined;
      return { ...groupDict(group.category), package_count: group.count, ...(packages && { packages }) };
    },
  },
  tag_list: {
    help: 'Return the keywords of the datasets (English and Arabic).\n\n:param query: only tags containing this text (optional)\n:param all_fields: dicts instead of names (default false)',
    async run(params, c) {
      const query = text(params, 'query')?.toLowerCase();
      const all = await c.tags();
      const tags = query ? all.filter((t) => t.toLowerCase().includes(query)) : all;
      return boolean(params, 'all_fields', false) ? tags.map(tagDict) : tags;
    },
  },
  resource_show: {
    help: 'Return one resource (a downloadable file).\n\n:param id: the id of the resource',
    async run(params, c, origin) {
      const id = required(params, 'id');
      const found = await c.resource(id);
      if (!found) throw notFound(`no resource with the id "${id}"`);
      return resourceDict(found.dataset, found.resource, found.position, origin);
    },
  },
  status_show: {
    help: 'Return the site title and address, the CKAN version this API follows and the Node.js version it runs on.',
    run: (_params, _c, origin) => ({
      site_title: site.name.en,
      site_url: origin,
      site_description: site.description.en,
      ckan_version: '2.10.0',
      error_emails_to: null,
      locale_default: 'en',
      extensions: [],
      node_version: process.version,
    }),
  },
  license_list: {
    help: 'Return the licences the datasets are published under.',
    run: async (_params, c) => (await c.listing()).licences.map(licenseDict),
  },
  help_show: {
    help: 'Return the help text of an action.\n\n:param name: the action name, e.g. package_search',
    run(params) {
      const name = required(params, 'name');
      if (Object.hasOwn(staffActions, name)) return staffActions[name]!.help;
      if (!Object.hasOwn(actions, name)) throw notFound(`no action named "${name}"`);
      return actions[name]!.help;
    },
  },
};
