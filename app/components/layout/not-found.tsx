import { useEffect } from 'react';
import { Link } from '~/components/ui/link';
import { useAddress } from '~/lib/address';
import { Button } from '~/components/ui/button';
import { useHydrated } from '~/lib/use-hydrated';
import { useTexts } from '~/i18n';

/** The 404 screen; it logs the missing path to the console, as the spec asks (once: `log` is off in the fallback). */
export function NotFound({ log = true }: { log?: boolean }) {
  const { t } = useTexts();
  const { pathname } = useAddress();
  // This page is prerendered once (as /404) and served for every unknown path, so the path is shown after mount.
  const hydrated = useHydrated();
  useEffect(() => {
    if (log) console.error('404 Error: User attempted to access non-existent route:', pathname);
  }, [log, pathname]);
  return (
    <section className="mx-auto flex max-w-xl flex-col items-center px-4 py-24 text-center">
      <p className="text-7xl font-bold text-primary">{t('notFound.code')}</p>
      <h1 className="mt-4 text-2xl font-semibold">{t('notFound.title')}</h1>
      <p className="mt-3 min-h-6 break-all text-muted-foreground">
        {hydrated && t('notFound.body', { path: pathname })}
      </p>
      <Button asChild size="lg" className="mt-8">
        <Link to="/">{t('notFound.returnHome')}</Link>
      </Button>
    </section>
  );
}
