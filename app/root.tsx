import { languageOf, localize, unlocalize } from '@core/paths';
import { languageRedirectScript, setLanguage } from './i18n';
import { Direction } from 'radix-ui';
import { useEffect } from 'react';
import { useTranslation } from 'react-i18next';
import {
  isRouteErrorResponse,
  Links,
  Meta,
  Outlet,
  Scripts,
  ScrollRestoration,
  useLocation,
  useMatches,
} from 'react-router';
import { site } from '@content/site';
import { Footer } from '~/components/layout/footer';
import { PageFeedback } from '~/components/layout/page-feedback';
import { Header } from '~/components/layout/header';
import type { Route } from './+types/root';
import stylesheet from './app.css?url';
import arabic400 from './fonts/ibm-plex-sans-arabic-400.woff2?url';
import arabic600 from './fonts/ibm-plex-sans-arabic-600.woff2?url';
import arabic700 from './fonts/ibm-plex-sans-arabic-700.woff2?url';
import latin from './fonts/inter-latin.woff2?url';
import { NotFound } from './components/layout/not-found';
import { markHydrated, useHydrated } from '~/lib/use-hydrated';
import { RouterNavigation } from '~/lib/router-navigation';
import { Island, isIslandsHandle } from '~/components/islands/island';

export const links: Route.LinksFunction = () => [
  { rel: 'icon', href: '/favicon.svg', type: 'image/svg+xml' },
];

/**
 * Lets tests and scripts know that the prerendered page is now interactive (error screens included): once the
 * switch to hydrated is done. A leaf of its own, so that the switch re-renders only the parts that use it.
 */
function HydratedSignal() {
  const hydrated = useHydrated();
  useEffect(() => {
    if (!hydrated) return;
    markHydrated();
    (window as Window & { __hydrated?: boolean }).__hydrated = true;
  }, [hydrated]);
  return null;
}

export function Layout({ children }: { children: React.ReactNode }) {
  // The address decides the language (Arabic under /ar), before anything on the page renders.
  const { pathname } = useLocation();
  setLanguage(languageOf(pathname));
  const { t, i18n } = useTranslation();
  const dir = i18n.dir();
  const base = unlocalize(pathname);
  // An embeddable view (/embed/…) is drawn alone, without the site's header and footer.
  const embed = base.startsWith('/embed/');
  // A page whose content is static runs only its islands in the browser (app/islands.client.tsx); the build
  // gives it their code instead of React Router's (scripts/static/defer-hydration.ts).
  const islands = isIslandsHandle(useMatches().at(-1)?.handle);
  return (
    <html lang={i18n.language} dir={dir} data-hydrate={islands ? 'islands' : undefined}>
      <head>
        <meta charSet="utf-8" />
        <meta name="viewport" content="width=device-width, initial-scale=1" />
        <meta name="theme-color" content="#0f6466" />
        {pathname === '/' && <script dangerouslySetInnerHTML={{ __html: languageRedirectScript }} />}
        {/* A stylesheet with a precedence is placed by React ahead of the script preloads, so the first paint
            does not wait for them (measured: Lighthouse LCP 3.1 s → 1.8 s on the home page). */}
        <link rel="stylesheet" href={stylesheet} precedence="default" />
        {/* The faces of the page's first paint, fetched with the stylesheet rather than after it, cut to the
            portal's characters (app/fonts): Inter (every weight) on English pages; on Arabic ones IBM Plex Sans
            Arabic's text and headings faces (400, 600, 700), which hold the Latin letters and figures those pages
            show. Arabic text laid out in a fallback face and laid out again when the face arrived moved whole
            pages (Lighthouse CLS 0.17–0.3 on /ar pages). */}
        {(dir === 'rtl' ? [arabic400, arabic600, arabic700] : [latin]).map((href) => (
          <link key={href} rel="preload" href={href} as="font" type="font/woff2" crossOrigin="anonymous" />
        ))}
        <Meta />
        <link rel="alternate" hrefLang="en" href={site.url + base} />
        <link rel="alternate" hrefLang="ar" href={site.url + localize(base, 'ar')} />
        <link rel="alternate" hrefLang="x-default" href={site.url + base} />
        <Links />
      </head>
      <body className={embed ? 'bg-card' : 'flex min-h-screen flex-col'}>
        <RouterNavigation>
          {embed ? (
            <Direction.Provider dir={dir}>
              <main id="main">{children}</main>
            </Direction.Provider>
          ) : (
            <>
              <a
                href="#main"
                className="sr-only z-50 rounded-md bg-primary px-4 py-2 text-primary-foreground focus:not-sr-only focus:fixed focus:start-4 focus:top-4"
              >
                {t('skipToContent')}
              </a>
              <Direction.Provider dir={dir}>
                {/* Its HTML is what it shows: it starts when reached for, not as the page loads */}
                <Island name="header" when="used">
                  <Header />
                </Island>
                <main id="main" className="flex-1">
                  {children}
                </main>
                {/* At the page's end: its code comes when it is near */}
                <Island name="page-feedback" when="near">
                  <PageFeedback />
                </Island>
                <Footer />
              </Direction.Provider>
            </>
          )}
        </RouterNavigation>
        <HydratedSignal />
        {/* Its script keeps the scroll of React Router's own navigations: a page of islands has none (its links load
            pages, whose scroll the browser keeps), and the script's first read of sessionStorage took 4-8 ms of the
            page's load */}
        {!islands && <ScrollRestoration />}
        <Scripts />
      </body>
    </html>
  );
}

/**
 * Every known page is prerendered with its code preloaded, so this only shows while an unknown address such as
 * /data/no-such-domain hydrates the prerendered 404 page the server sent for it: it renders that same page, then
 * the matched route (which shows the 404 page too) takes over.
 */
export function HydrateFallback() {
  return <NotFound log={false} />;
}

export default function App() {
  return <Outlet />;
}

export function ErrorBoundary({ error }: Route.ErrorBoundaryProps) {
  const { t } = useTranslation();
  if (isRouteErrorResponse(error) && error.status === 404) return <NotFound />;
  const message = isRouteErrorResponse(error)
    ? `${error.status} ${error.statusText}`
    : error instanceof Error
      ? error.message
      : t('error.unknown');
  return (
    <section className="mx-auto max-w-3xl px-4 py-20">
      <h1 className="text-3xl font-bold">{t('error.title')}</h1>
      <pre className="mt-6 overflow-x-auto rounded-lg bg-muted p-4 text-sm whitespace-pre-wrap">
        {message}
      </pre>
    </section>
  );
}
