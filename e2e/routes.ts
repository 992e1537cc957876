/** The spec's route table: path and the page's h1. */
export const mainRoutes = [
  { path: '/', name: 'Home' },
  { path: '/about', name: 'About Hail' },
  { path: '/data', name: 'Data & Indicators' },
  { path: '/data/economy', name: 'Economy & Investment Dashboard' },
  { path: '/data/catalogue', name: 'Data Catalogue' },
  { path: '/tools', name: 'Interactive Tools' },
  { path: '/tools/gis', name: 'GIS Hub' },
  { path: '/publications', name: 'Publications' },
  { path: '/participate', name: 'Participate' },
] as const;

/** The header's nav: label, href, and the section paths under which it is the current link. */
export const navLinks = [
  { label: 'Home', href: '/' },
  { label: 'About', href: '/about' },
  { label: 'Data & Indicators', href: '/data' },
  { label: 'Interactive Tools', href: '/tools' },
  { label: 'Publications', href: '/publications' },
  { label: 'Participate', href: '/participate' },
] as const;
