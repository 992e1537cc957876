import { CopyIcon } from 'lucide-react';
import { Button } from '~/components/ui/button';
import { useCopy } from '~/lib/use-copy';
import { useHydrated } from '~/lib/use-hydrated';
import { cn } from '~/lib/utils';
import { useTexts } from '~/i18n';
import copyTexts from '~/i18n/namespaces/copy';

/**
 * A Copy button for a text shown beside it (disabled till its code runs), and the line that says whether the
 * browser copied it: an island of its own on its page (app/islands/copy-text.tsx). `words` picks its texts in the
 * `copy` namespace; with `label` the button is named after what it copies.
 */
export function CopyText({
  text,
  words,
  label,
  className,
}: {
  text: string;
  words: 'text' | 'citation';
  label?: string;
  className?: string;
}) {
  const { t } = useTexts(copyTexts);
  const hydrated = useHydrated();
  const [copied, copy] = useCopy();
  return (
    <div className={cn('flex flex-wrap items-center gap-3', className)}>
      <Button
        variant="outline"
        size="sm"
        disabled={!hydrated}
        aria-label={label === undefined ? undefined : t(`${words}.label`, { label })}
        onClick={() => void copy(text)}
      >
        <CopyIcon aria-hidden />
        {t(`${words}.button`)}
      </Button>
      <p role="status" className="text-sm text-muted-foreground">
        {copied && t(copied === 'copied' ? `${words}.copied` : `${words}.failed`)}
      </p>
    </div>
  );
}
