/**
 * A dataset's activity stream as CKAN's activity plugin gives it (package_activity_list, activity_show): one
 * activity per version of the dataset, newest first, "new package" for its first and "changed package" for each
 * after, with who made it and when, and the dataset as that version had it (its files at that version's
 * addresses, which stay valid).
 */
import type { Action } from './actions.ts';
import type { CatalogueSource, Listing } from './catalogue.ts';
import { notFound } from './errors.ts';
import { packageDict } from './package.ts';
import { boolean, integer, required, type Params } from './params.ts';
import type { DatasetVersion } from '../store/catalogue.ts';

/** An activity's id: its dataset's name and version number. */
const ACTIVITY = /^([a-z0-9-]{1,100})\.v(\d{1,9})$/;
const activityId = (v: DatasetVersion) => `${v.dataset.slug}.v${v.number}`;

function activityDict(v: DatasetVersion, lists: Listing, origin: string, withData: boolean) {
  const dataset = packageDict(v.dataset, lists.publisherOf(v.dataset), lists.categoryOf(v.dataset), origin);
  return {
    id: activityId(v),
    timestamp: v.createdAt,
    user_id: v.author,
    object_id: dataset.id,
    activity_type: v.number === 1 ? 'new package' : 'changed package',
    ...(withData && { data: { package: dataset } }),
  };
}

/** The versions of the dataset `params` names by `id` (its name), or CKAN's Not Found. */
async function historyOf(params: Params, catalogue: CatalogueSource) {
  const name = required(params, 'id');
  const history = await catalogue.history(name);
  if (!history) throw notFound(`no dataset "${name}"`);
  return history;
}

export const activityActions: Record<string, Action> = {
  package_activity_list: {
    help: "Return a dataset's activity stream, newest first: one activity per version, with the dataset as that version had it.\n\n:param id: the dataset's name\n:param offset: how many to skip (optional)\n:param limit: how many (optional, default 31, at most 100)",
    async run(params, catalogue, origin) {
      const history = await historyOf(params, catalogue);
      const offset = integer(params, 'offset', { fallback: 0 });
      const limit = integer(params, 'limit', { fallback: 31, max: 100 });
      const lists = await catalogue.listing();
      return history.slice(offset, offset + limit).map((v) => activityDict(v, lists, origin, true));
    },
  },
  activity_show: {
    help: "Return one activity of a dataset's stream.\n\n:param id: the activity's id (package_activity_list)\n:param include_data: with the dataset as its version had it (optional, default true)",
    async run(params, catalogue, origin) {
      const id = required(params, 'id');
      const [, name, number] = ACTIVITY.exec(id) ?? [];
      const history = name ? await catalogue.history(name) : null;
      const version = history?.find((v) => v.number === Number(number));
      if (!version) throw notFound(`no activity "${id}"`);
      return activityDict(version, await catalogue.listing(), origin, boolean(params, 'include_data', true));
    },
  },
};
