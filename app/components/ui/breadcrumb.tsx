import { ChevronRightIcon } from 'lucide-react';
import { Fragment } from 'react';
import { Link } from '~/components/ui/link';
import { useTexts } from '~/i18n';

export type Crumb = { label: string; to?: string };

/** Home > Section > Current page; the last crumb is the current page. */
export function Breadcrumb({ items }: { items: Crumb[] }) {
  const { t } = useTexts();
  return (
    <nav aria-label={t('breadcrumb')}>
      <ol className="flex flex-wrap items-center gap-1.5 text-sm text-muted-foreground">
        {items.map((item, i) => (
          <Fragment key={item.label}>
            {i > 0 && (
              <li role="presentation" aria-hidden>
                <ChevronRightIcon className="size-3.5 rtl:rotate-180" />
              </li>
            )}
            <li>
              {item.to && i < items.length - 1 ? (
                <Link to={item.to} className="hover:text-foreground hover:underline">
                  {item.label}
                </Link>
              ) : (
                <span aria-current="page" className="font-medium text-foreground">
                  {item.label}
                </span>
              )}
            </li>
          </Fragment>
        ))}
      </ol>
    </nav>
  );
}
