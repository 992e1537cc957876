import { type RouteConfig, index, route } from '@react-router/dev/routes';

/** Every page: its English path (Arabic: the same under /ar), its module and its route id. */
const pages: [path: string, file: string, id: string][] = [
  ['', 'routes/home.tsx', 'home'],
  ['about', 'routes/about.tsx', 'about'],
  ['about/mission', 'routes/about.mission.tsx', 'about-mission'],
  ['about/governance', 'routes/about.governance.tsx', 'about-governance'],
  ['about/contact', 'routes/about.contact.tsx', 'about-contact'],
  ['about/governorates/:id', 'routes/about.governorate.tsx', 'about-governorate'],
  ['data/economy', 'routes/data.economy.tsx', 'data-economy'],
  ['data/catalogue', 'routes/data.catalogue.tsx', 'data-catalogue'],
  ['data/catalogue/:slug', 'routes/data.dataset.tsx', 'data-dataset'],
  ['tools', 'routes/tools.tsx', 'tools'],
  ['tools/gis', 'routes/tools.gis.tsx', 'tools-gis'],
  ['tools/dashboards', 'routes/tools.dashboards.tsx', 'tools-dashboards'],
  ['tools/observatory', 'routes/tools.observatory.tsx', 'tools-observatory'],
  ['publications', 'routes/publications.tsx', 'publications'],
  ['publications/stories', 'routes/publications.stories.tsx', 'publications-stories'],
  ['publications/stories/:storyId', 'routes/publications.story.tsx', 'publications-story'],
  ['publications/reports', 'routes/publications.reports.tsx', 'publications-reports'],
  ['participate', 'routes/participate.tsx', 'participate'],
  ['participate/api', 'routes/participate.api.tsx', 'participate-api'],
  ['participate/feedback', 'routes/participate.feedback.tsx', 'participate-feedback'],
  ['participate/data-requests', 'routes/participate.data-requests.tsx', 'participate-data-requests'],
  ['participate/community', 'routes/participate.community.tsx', 'participate-community'],
  ['participate/learn', 'routes/participate.learn.tsx', 'participate-learn'],
  ['participate/support', 'routes/participate.support.tsx', 'participate-support'],
  ['participate/newsletter', 'routes/participate.newsletter.tsx', 'participate-newsletter'],
  ['participate/newsletter/unsubscribe', 'routes/participate.unsubscribe.tsx', 'participate-unsubscribe'],
  ['search', 'routes/search.tsx', 'search'],
];

export default [
  ...pages.map(([path, file, id]) => (path ? route(path, file, { id }) : index(file, { id }))),
  ...pages.map(([path, file, id]) => route(path ? `ar/${path}` : 'ar', file, { id: `ar-${id}` })),
  route('*', 'routes/not-found.tsx'),
] satisfies RouteConfig;
