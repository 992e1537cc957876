import { CopyIcon } from 'lucide-react';
import { useTranslation } from 'react-i18next';
import { Button } from '~/components/ui/button';
import { useCopy } from '~/lib/use-copy';
import '~/i18n/namespaces/copy';

/** Copy citation, and the line that says whether the browser copied it (an island on the dataset's page). */
export function CitationCopy({ citation }: { citation: string }) {
  const { t } = useTranslation('copy');
  const [copied, copy] = useCopy();
  return (
    <div className="mt-3 flex flex-wrap items-center gap-3">
      <Button variant="outline" size="sm" onClick={() => void copy(citation)}>
        <CopyIcon aria-hidden />
        {t('citation.button')}
      </Button>
      <p role="status" className="text-sm text-muted-foreground">
        {copied && t(copied === 'copied' ? 'citation.copied' : 'citation.failed')}
      </p>
    </div>
  );
}
