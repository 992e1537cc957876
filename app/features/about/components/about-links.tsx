import { ArrowRightIcon } from 'lucide-react';
import { Link } from '~/components/ui/link';
import { useTexts } from '~/i18n';
import aboutTexts from '~/i18n/namespaces/about';

const pages = [
  { key: 'mission', to: '/about/mission' },
  { key: 'governance', to: '/about/governance' },
  { key: 'contact', to: '/about/contact' },
] as const;

/** Links to the About sub-pages. */
export function AboutLinks({ current }: { current?: (typeof pages)[number]['key'] }) {
  const { t } = useTexts(aboutTexts);
  return (
    <nav aria-label={t('moreAbout')}>
      <ul className="flex flex-wrap gap-3">
        {pages
          .filter((p) => p.key !== current)
          .map((p) => (
            <li key={p.key}>
              <Link
                to={p.to}
                className="inline-flex items-center gap-2 rounded-md border bg-card px-4 py-2 text-sm font-medium text-primary outline-none hover:bg-muted focus-visible:ring-[3px] focus-visible:ring-ring/60"
              >
                {t(`links.${p.key}`)}
                <ArrowRightIcon className="size-4 rtl:rotate-180" aria-hidden />
              </Link>
            </li>
          ))}
      </ul>
    </nav>
  );
}
