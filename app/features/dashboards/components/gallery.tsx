import type { Dashboard } from '@content/dashboards';
import { ArrowRightIcon } from 'lucide-react';
import { Card } from '~/components/ui/card';
import { Link } from '~/components/ui/link';
import { useLocale } from '~/i18n/use-locale';
import type { PreviewData } from '../lib/gallery';
import { GalleryThumbnail } from './gallery-thumbnail';

/** /tools/dashboards: a card per dashboard or view — its live thumbnail, the question it answers, a link. */
export function Gallery({ items }: { items: (Dashboard & { data: PreviewData })[] }) {
  const { l } = useLocale();
  return (
    <ul className="grid gap-6 sm:grid-cols-2 lg:grid-cols-3">
      {items.map((item) => (
        <Card as="li" key={item.id} className="flex flex-col gap-4">
          <GalleryThumbnail data={item.data} />
          <div className="space-y-2">
            <h2 className="text-lg font-semibold">
              <Link to={item.href} className="inline-flex items-center gap-1 text-primary hover:underline">
                {l(item.title)}
                <ArrowRightIcon className="size-4 rtl:rotate-180" aria-hidden />
              </Link>
            </h2>
            <p className="font-medium">{l(item.question)}</p>
            <p className="text-sm text-muted-foreground">{l(item.description)}</p>
          </div>
        </Card>
      ))}
    </ul>
  );
}
