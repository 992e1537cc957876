import { PrinterIcon, Share2Icon } from 'lucide-react';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Button } from '~/components/ui/button';

/**
 * 'Download as PDF' opens the browser's print dialog (the print stylesheet keeps only the dashboard, so "Save as
 * PDF" gives a clean file); 'Share' uses the system share sheet where there is one, else copies the link, and
 * says truthfully what happened.
 */
export function DashboardActions({ title }: { title: string }) {
  const { t } = useTranslation('economy');
  const [status, setStatus] = useState('');

  async function share() {
    const url = window.location.href;
    setStatus('');
    if (typeof navigator.share === 'function') {
      try {
        await navigator.share({ title, url });
        return;
      } catch (error) {
        if (error instanceof DOMException && error.name === 'AbortError') return;
      }
    }
    try {
      await navigator.clipboard.writeText(url);
      setStatus(t('shareCopied', { url }));
    } catch {
      setStatus(t('shareFailed', { url }));
    }
  }

  return (
    <div className="flex flex-col items-start gap-2 sm:items-end print:hidden">
      <div className="flex flex-wrap gap-2">
        <Button variant="outline" onClick={() => window.print()}>
          <PrinterIcon aria-hidden />
          {t('downloadPdf')}
        </Button>
        <Button variant="outline" onClick={() => void share()}>
          <Share2Icon aria-hidden />
          {t('share')}
        </Button>
      </div>
      <p
        role="status"
        aria-live="polite"
        className="max-w-md text-sm break-all text-muted-foreground sm:text-end"
      >
        {status}
      </p>
    </div>
  );
}
