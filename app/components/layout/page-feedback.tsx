import { paths, unlocalize } from '@core/paths';
import { MessageSquareIcon } from 'lucide-react';
import { Link } from '~/components/ui/link';
import { useAddress } from '~/lib/address';
import { useHydrated } from '~/lib/use-hydrated';
import { useTexts } from '~/i18n';

/**
 * Below every page: a link to the feedback form with this page filled in. The prerendered page names its path;
 * once running it names the view the visitor sees, query included (a dashboard's filters, a catalogue search).
 */
export function PageFeedback({ path }: { path: string }) {
  const { t } = useTexts();
  const { pathname, search } = useAddress(path);
  const hydrated = useHydrated();
  if (unlocalize(pathname).startsWith('/participate/feedback')) return null;
  const about = hydrated ? pathname + search : pathname;
  return (
    <aside aria-label={t('pageFeedback.label')} className="border-t bg-muted/40">
      <p className="mx-auto flex max-w-7xl flex-wrap items-center gap-x-2 gap-y-1 px-4 py-4 text-sm sm:px-6 lg:px-8">
        <MessageSquareIcon className="size-4 shrink-0 text-muted-foreground" aria-hidden />
        <span>{t('pageFeedback.question')}</span>
        <Link to={paths.feedback(about)} className="font-medium text-primary underline underline-offset-4">
          {t('pageFeedback.link')}
        </Link>
      </p>
    </aside>
  );
}
