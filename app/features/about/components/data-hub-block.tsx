import { about } from '@content/about';
import { ArrowRightIcon, DatabaseIcon } from 'lucide-react';
import { Link } from '~/components/ui/link';
import { Button } from '~/components/ui/button';
import { useLocale } from '~/i18n/use-locale';
import { useFigureText } from '../lib/use-figure-text';
import { useTexts } from '~/i18n';
import aboutTexts from '~/i18n/namespaces/about';

/** The Regional Data Hub initiative: three figures and the way into the data. */
export function DataHubBlock() {
  const { t } = useTexts(aboutTexts);
  const { l } = useLocale();
  const text = useFigureText();
  return (
    <section aria-labelledby="data-hub-heading" className="bg-[oklch(0.3_0.06_200)] text-white">
      <div className="mx-auto grid max-w-7xl gap-10 px-4 py-14 sm:px-6 lg:grid-cols-2 lg:items-center lg:px-8">
        <div>
          <DatabaseIcon className="size-9 text-sand" aria-hidden />
          <h2 id="data-hub-heading" className="mt-4 text-2xl font-bold tracking-tight md:text-3xl">
            {l(about.dataHub.title)}
          </h2>
          <p className="mt-3 text-lg text-white/85">{l(about.dataHub.description)}</p>
          <div className="mt-8 flex flex-wrap gap-3">
            <Button asChild variant="sand" size="lg">
              <Link to="/data">
                {t('dataHub.exploreIndicators')}
                <ArrowRightIcon className="rtl:rotate-180" aria-hidden />
              </Link>
            </Button>
            <Button asChild variant="inverse" size="lg">
              <Link to="/data/catalogue">{t('dataHub.browseCatalogue')}</Link>
            </Button>
          </div>
        </div>
        <dl className="grid grid-cols-3 gap-4">
          {about.dataHub.figures.map((figure) => (
            <div
              key={figure.id}
              className="flex flex-col-reverse rounded-xl border border-white/20 bg-white/5 p-4 text-center md:p-6"
            >
              <dt className="mt-1 text-sm text-white/85">{l(figure.label)}</dt>
              <dd className="text-3xl font-bold text-sand md:text-4xl">{text(figure)}</dd>
            </div>
          ))}
        </dl>
      </div>
    </section>
  );
}
