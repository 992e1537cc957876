import { CopyIcon } from 'lucide-react';
import { useTranslation } from 'react-i18next';
import { Button } from '~/components/ui/button';
import { useCopy } from '~/lib/use-copy';
import '~/i18n/namespaces/copy';

/** A code block's Copy button and the line that says whether the browser copied it (an island on its page). */
export function LearnCopy({ label, code }: { label: string; code: string }) {
  const { t } = useTranslation('copy');
  const [copied, copy] = useCopy();
  return (
    <div className="mt-2 flex flex-wrap items-center gap-3">
      <Button
        variant="outline"
        size="sm"
        aria-label={t('text.label', { label })}
        onClick={() => void copy(code)}
      >
        <CopyIcon aria-hidden />
        {t('text.button')}
      </Button>
      <p role="status" className="text-sm text-muted-foreground">
        {copied && t(copied === 'copied' ? 'text.copied' : 'text.failed')}
      </p>
    </div>
  );
}
