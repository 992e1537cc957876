import { useTranslation } from 'react-i18next';
import { Breadcrumb } from '~/components/ui/breadcrumb';

/** The header of an About sub-page: breadcrumb Home > About > page, the page's h1 and lead. */
export function SubpageHeader({ title, lead }: { title: string; lead: string }) {
  const { t } = useTranslation('about');
  const { t: tc } = useTranslation();
  return (
    <div className="border-b bg-secondary/60">
      <div className="mx-auto max-w-5xl px-4 py-10 sm:px-6 lg:px-8">
        <Breadcrumb
          items={[
            { label: tc('home'), to: '/' },
            { label: t('breadcrumbAbout'), to: '/about' },
            { label: title },
          ]}
        />
        <h1 className="mt-4 text-3xl font-bold tracking-tight md:text-4xl">{title}</h1>
        <p className="mt-3 max-w-3xl text-lg text-muted-foreground">{lead}</p>
      </div>
    </div>
  );
}
