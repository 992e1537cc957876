import { CheckIcon, CopyIcon } from 'lucide-react';
import { Button } from '~/components/ui/button';
import { useCopy } from '~/lib/use-copy';
import { useHydrated } from '~/lib/use-hydrated';
import { cn } from '~/lib/utils';
import { useTexts } from '~/i18n';
import copyTexts from '~/i18n/namespaces/copy';

/**
 * A code block's Copy button (disabled till its code runs) and the status line that says what really happened:
 * copied, or that the browser refused and the code must be selected by hand. Two cells of the block's grid (an
 * island of its own on the page).
 */
export function ApiCopy({ label, code }: { label: string; code: string }) {
  const { t } = useTexts(copyTexts);
  const hydrated = useHydrated();
  const [state, copy] = useCopy();
  return (
    <>
      <div className="flex items-center border-b bg-muted/60 px-2">
        <Button variant="ghost" size="sm" disabled={!hydrated} onClick={() => void copy(code)}>
          {state === 'copied' ? <CheckIcon aria-hidden /> : <CopyIcon aria-hidden />}
          {t('code.button')}
          <span className="sr-only"> {t('code.what', { label })}</span>
        </Button>
      </div>
      <p
        role="status"
        className={cn(
          'col-span-2 px-4 text-sm empty:py-0',
          state === 'failed' ? 'py-2 font-medium text-foreground' : 'py-2 text-muted-foreground',
        )}
      >
        {state && t(state === 'copied' ? 'code.copied' : 'code.failed')}
      </p>
    </>
  );
}
