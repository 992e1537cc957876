import { about } from '@content/about';
import { EyeIcon } from 'lucide-react';
import { useLocale } from '~/i18n/use-locale';

/** The authority's description beside the vision card. */
export function Authority() {
  const { l } = useLocale();
  return (
    <div className="grid gap-8 lg:grid-cols-[3fr_2fr] lg:items-start">
      <div className="space-y-4 text-lg leading-relaxed text-foreground/90">
        {about.authority.paragraphs.map((p) => (
          <p key={p.en}>{l(p)}</p>
        ))}
      </div>
      <aside
        aria-labelledby="vision-heading"
        className="rounded-xl bg-primary p-6 text-primary-foreground shadow-sm md:p-8"
      >
        <EyeIcon className="size-8 text-sand" aria-hidden />
        <h3 id="vision-heading" className="mt-4 text-xl font-semibold">
          {l(about.vision.title)}
        </h3>
        <p className="mt-3 leading-relaxed text-primary-foreground/90">{l(about.vision.text)}</p>
      </aside>
    </div>
  );
}
