/**
 * Catalogue records in the shapes CKAN 2.10 returns: package (dataset), resource, organization (publisher), group
 * (category), tag, licence. Bilingual texts also come as `*_translated` { en, ar } (as ckanext-fluent does);
 * addresses are absolute, on the address the request came to (`origin`, see server/origin.ts).
 */
import type { Dataset, Resource } from '../../core/catalogue/types.ts';
import { ckanFormats } from '../../core/catalogue/ckan.ts';
import { absolute, paths } from '../../core/paths.ts';
import type { Category, Publisher } from '../../core/catalogue/publishers.ts';

/** CKAN's timestamps have no zone; ours are dates. */
const timestamp = (date: string) => `${date}T00:00:00`;

export type { Category, Publisher };

export const groupName = (category: string) => category.toLowerCase();

export function organizationDict(publisher: Publisher) {
  return {
    id: publisher.id,
    name: publisher.id,
    title: publisher.name.en,
    title_translated: publisher.name,
    display_name: publisher.name.en,
    description: '',
    image_url: '',
    type: 'organization',
    is_organization: true,
    approval_status: 'approved',
    state: 'active',
  };
}

export function groupDict(category: Category) {
  return {
    id: groupName(category.id),
    name: groupName(category.id),
    title: category.label.en,
    title_translated: category.label,
    display_name: category.label.en,
    description: '',
    image_url: '',
    image_display_url: '',
    type: 'group',
    is_organization: false,
    approval_status: 'approved',
    state: 'active',
  };
}

export function tagDict(name: string) {
  return { id: name, name, display_name: name, state: 'active', vocabulary_id: null };
}

export function licenseDict(license: Dataset['license']) {
  return {
    id: license.id,
    title: license.title,
    url: license.url,
    status: 'active',
    maintainer: '',
    family: '',
    domain_content: true,
    domain_data: true,
    domain_software: false,
    od_conformance: 'approved',
    osd_conformance: 'not reviewed',
  };
}

export function resourceDict(d: Dataset, r: Resource, position: number, origin: string) {
  return {
    id: r.id,
    package_id: d.slug,
    name: r.fileName,
    description: `${d.title.en} (${ckanFormats[r.format]})`,
    format: ckanFormats[r.format],
    url: absolute(origin, r.url),
    url_type: null,
    mimetype: r.mediaType,
    size: r.size,
    created: timestamp(d.issued),
    last_modified: timestamp(d.modified),
    metadata_modified: timestamp(d.modified),
    position,
    state: 'active',
    // Keys CKAN always returns, null when unset
    hash: null,
    mimetype_inner: null,
    resource_type: null,
    cache_url: null,
    cache_last_updated: null,
  };
}

/** Licences that meet the Open Definition (CKAN's `isopen`). */
const OPEN_LICENCES = new Set([
  'CC-BY-4.0',
  'CC-BY-SA-4.0',
  'CC0-1.0',
  'ODbL-1.0',
  'ODC-BY-1.0',
  'PDDL-1.0',
  'OGL-UK-3.0',
]);

/** The dataset's extent as a GeoJSON polygon, as ckanext-spatial keeps it in the `spatial` extra. */
function bboxPolygon([west, south, east, north]: Dataset['spatial']['bbox']) {
  const ring = [
    [west, south],
    [east, south],
    [east, north],
    [west, north],
    [west, south],
  ];
  return { type: 'Polygon', coordinates: [ring] };
}

export function packageDict(d: Dataset, publisher: Publisher, category: Category, origin: string) {
  const tags = [...new Set([...d.keywords.en, ...d.keywords.ar])].map(tagDict);
  const group = groupDict(category);
  return {
    id: d.slug,
    name: d.slug,
    title: d.title.en,
    title_translated: d.title,
    notes: d.description.en,
    notes_translated: d.description,
    url: absolute(origin, paths.dataset(d.slug)),
    state: 'active',
    private: false,
    type: 'dataset',
    metadata_created: timestamp(d.issued),
    metadata_modified: timestamp(d.modified),
    license_id: d.license.id,
    license_title: d.license.title,
    license_url: d.license.url,
    isopen: OPEN_LICENCES.has(d.license.id),
    version: null,
    creator_user_id: null,
    relationships_as_subject: [],
    relationships_as_object: [],
    author: d.contactPoint.name.en,
    author_email: d.contactPoint.email,
    maintainer: d.contactPoint.name.en,
    maintainer_email: d.contactPoint.email,
    organization: organizationDict(publisher),
    owner_org: publisher.id,
    groups: [
      {
        id: group.id,
        name: group.name,
        title: group.title,
        display_name: group.display_name,
        description: group.description,
        image_display_url: group.image_display_url,
      },
    ],
    tags,
    tags_translated: d.keywords,
    num_tags: tags.length,
    resources: d.resources.map((r, i) => resourceDict(d, r, i, origin)),
    num_resources: d.resources.length,
    extras: [
      { key: 'spatial', value: JSON.stringify(bboxPolygon(d.spatial.bbox)) },
      { key: 'temporal_start', value: d.temporal.from },
      { key: 'temporal_end', value: d.temporal.to },
      { key: 'frequency', value: d.frequency },
      { key: 'illustrative', value: String(d.illustrative) },
      { key: 'downloads', value: String(d.downloads) },
      { key: 'featured', value: String(d.featured) },
      // The catalogue's own number for the dataset (its order on the catalogue page).
      { key: 'catalogue_id', value: String(d.id) },
    ],
  };
}
