import { Share2Icon } from 'lucide-react';
import { useState } from 'react';
import { Button } from '~/components/ui/button';
import { useHydrated } from '~/lib/use-hydrated';
import { shareOrCopy, type ShareOutcome } from '../lib/share';
import { useTexts } from '~/i18n';
import toolsTexts from '~/i18n/namespaces/tools';

/**
 * Shares this page's address (share sheet, else clipboard) and says in a live region what happened; disabled
 * till its code runs.
 */
export function ShareButton({ variant }: { variant?: React.ComponentProps<typeof Button>['variant'] }) {
  const { t } = useTexts(toolsTexts);
  const hydrated = useHydrated();
  const [result, setResult] = useState<{ outcome: ShareOutcome; url: string } | null>(null);

  async function share() {
    const url = window.location.href;
    setResult(null);
    const outcome = await shareOrCopy({ title: t('share.title'), url }, navigator);
    setResult({ outcome, url });
  }

  return (
    <>
      <Button variant={variant} size="lg" disabled={!hydrated} onClick={share}>
        <Share2Icon aria-hidden />
        {t('actions.share')}
      </Button>
      <p role="status" className="basis-full text-sm font-medium text-white empty:hidden">
        {result && t(`share.${result.outcome}`, { url: result.url })}
      </p>
    </>
  );
}
