import { CheckIcon, CopyIcon } from 'lucide-react';
import { useTranslation } from 'react-i18next';
import { Button } from '~/components/ui/button';
import { useCopy } from '~/lib/use-copy';
import { cn } from '~/lib/utils';
import { Card } from '~/components/ui/card';
import '~/i18n/namespaces/api';

/**
 * A labelled block of code (always left to right, never translated) with a Copy button. The status line says
 * what really happened: copied, or that the browser refused and the code must be selected by hand.
 */
export function CodeBlock({ label, code, className }: { label: string; code: string; className?: string }) {
  const { t } = useTranslation('api');
  const [state, copy] = useCopy();

  return (
    <Card
      as="figure"
      padding="none"
      className={cn('grid grid-cols-[minmax(0,1fr)_auto] overflow-hidden', className)}
    >
      <figcaption className="self-stretch border-b bg-muted/60 px-4 py-2.5 text-sm font-semibold">
        {label}
      </figcaption>
      <div className="flex items-center border-b bg-muted/60 px-2">
        <Button variant="ghost" size="sm" onClick={() => void copy(code)}>
          {state === 'copied' ? <CheckIcon aria-hidden /> : <CopyIcon aria-hidden />}
          {t('copy.button')}
          <span className="sr-only"> {t('copy.what', { label })}</span>
        </Button>
      </div>
      <p
        role="status"
        className={cn(
          'col-span-2 px-4 text-sm empty:py-0',
          state === 'failed' ? 'py-2 font-medium text-foreground' : 'py-2 text-muted-foreground',
        )}
      >
        {state && t(state === 'copied' ? 'copy.copied' : 'copy.failed')}
      </p>
      <pre
        dir="ltr"
        // Long lines scroll sideways: the block takes focus so keyboard users can scroll it too.
        tabIndex={0}
        className="col-span-2 overflow-x-auto bg-muted/25 p-4 text-start font-mono text-sm leading-relaxed outline-none focus-visible:ring-[3px] focus-visible:ring-ring/60 focus-visible:ring-inset"
      >
        <code>{code}</code>
      </pre>
    </Card>
  );
}
