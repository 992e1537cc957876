import { tools } from '@content/tools';
import { ArrowRightIcon, CheckIcon } from 'lucide-react';
import { Link } from '~/components/ui/link';
import { Button } from '~/components/ui/button';
import { useLocale } from '~/i18n/use-locale';
import { GisPreview } from './gis-preview';
import { useTexts } from '~/i18n';
import toolsTexts from '~/i18n/namespaces/tools';

/** The featured GIS Hub block: what it does, a drawn preview, and the way in. */
export function FeaturedGis() {
  const { t } = useTexts(toolsTexts);
  const { l } = useLocale();
  const { featured } = tools;
  return (
    <section aria-labelledby="featured-gis-heading" className="bg-secondary/60">
      <div className="mx-auto grid max-w-7xl gap-10 px-4 py-14 sm:px-6 lg:grid-cols-2 lg:items-center lg:px-8">
        <div>
          <p className="text-sm font-semibold tracking-wide text-accent-foreground uppercase">
            {t('featured.eyebrow')}
          </p>
          <h2 id="featured-gis-heading" className="mt-2 text-2xl font-bold tracking-tight md:text-3xl">
            {l(featured.title)}
          </h2>
          <p className="mt-3 text-lg text-muted-foreground">{l(featured.description)}</p>
          <ul className="mt-6 space-y-3">
            {featured.highlights.map((item) => (
              <li key={item.en} className="flex items-start gap-3">
                <CheckIcon className="mt-0.5 size-5 shrink-0 text-primary" aria-hidden />
                {l(item)}
              </li>
            ))}
          </ul>
          <Button asChild size="lg" className="mt-8">
            <Link to="/tools/gis">
              {t('featured.open')}
              <ArrowRightIcon className="rtl:rotate-180" aria-hidden />
            </Link>
          </Button>
        </div>
        <Link
          to="/tools/gis"
          className="block rounded-xl transition-transform outline-none hover:scale-[1.01] focus-visible:ring-[3px] focus-visible:ring-ring/60"
        >
          <GisPreview />
        </Link>
      </div>
    </section>
  );
}
