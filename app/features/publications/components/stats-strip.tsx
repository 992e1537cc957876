import { publications } from '@content/publications';
import { useLocale } from '~/i18n/use-locale';
import { useTexts } from '~/i18n';
import publicationsTexts from '~/i18n/namespaces/publications';

/** 45+ publications, 12K+ downloads, 6 categories, latest year 2024. */
export function StatsStrip() {
  const { t } = useTexts(publicationsTexts);
  const { l, number, compact, year } = useLocale();
  const format = { number, compact, year } as const;
  return (
    <section aria-label={t('stats')} className="border-b bg-card">
      <dl className="mx-auto grid max-w-7xl grid-cols-2 gap-6 px-4 py-8 sm:px-6 md:grid-cols-4 lg:px-8">
        {publications.stats.map((stat) => {
          const value = format[stat.format](stat.value);
          return (
            <div key={stat.id} className="flex flex-col-reverse text-center">
              <dt className="mt-1 text-sm font-medium text-muted-foreground">{l(stat.label)}</dt>
              <dd className="text-3xl font-bold tracking-tight text-primary">
                {stat.plus ? `${value}+` : value}
              </dd>
            </div>
          );
        })}
      </dl>
    </section>
  );
}
