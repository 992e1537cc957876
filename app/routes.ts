import { type RouteConfig, index, route } from '@react-router/dev/routes';

export default [
  index('routes/home.tsx'),
  route('about', 'routes/about.tsx'),
  route('about/mission', 'routes/about.mission.tsx'),
  route('about/governance', 'routes/about.governance.tsx'),
  route('about/contact', 'routes/about.contact.tsx'),
  route('data', 'routes/data.tsx', { id: 'data' }),
  // The Data page's SDG and CPI tabs have their own shareable addresses.
  route('data/sdg', 'routes/data.tsx', { id: 'data-sdg' }),
  route('data/cpi', 'routes/data.tsx', { id: 'data-cpi' }),
  route('data/economy', 'routes/data.economy.tsx'),
  route('data/catalogue', 'routes/data.catalogue.tsx'),
  route('data/:domainId', 'routes/data.domain.tsx'),
  route('tools', 'routes/tools.tsx'),
  route('tools/gis', 'routes/tools.gis.tsx'),
  route('publications', 'routes/publications.tsx'),
  route('publications/stories', 'routes/publications.stories.tsx'),
  route('publications/stories/:storyId', 'routes/publications.story.tsx'),
  route('publications/reports', 'routes/publications.reports.tsx'),
  route('participate', 'routes/participate.tsx'),
  route('*', 'routes/not-found.tsx'),
] satisfies RouteConfig;
