import { FileDownIcon, Share2Icon } from 'lucide-react';
import { useState } from 'react';
import { Button } from '~/components/ui/button';
import { downloadBlob } from '~/lib/download';
import type { PdfView } from '../lib/pdf';
import { useTexts } from '~/i18n';
import economyTexts from '~/i18n/namespaces/economy';

/**
 * 'Download as PDF' makes a PDF of the view in the browser (its code and font load on the first click);
 * 'Share' uses the system share sheet where there is one, else copies the link; both say what happened.
 */
export function DashboardActions({ title, view }: { title: string; view: PdfView }) {
  const { t } = useTexts(economyTexts);
  const [status, setStatus] = useState('');
  const [making, setMaking] = useState(false);

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

  async function downloadPdf() {
    setMaking(true);
    setStatus(t('pdf.making'));
    try {
      const { economyPdf } = await import('../lib/pdf');
      const { bytes, fileName } = await economyPdf(
        view,
        t,
        window.location.href,
        new Date().toISOString().slice(0, 10),
      );
      downloadBlob(fileName, new Blob([bytes as Uint8Array<ArrayBuffer>], { type: 'application/pdf' }));
      setStatus(t('pdf.ready', { file: fileName }));
    } catch (error) {
      setStatus(t('pdf.failed', { reason: error instanceof Error ? error.message : String(error) }));
    } finally {
      setMaking(false);
    }
  }

  return (
    <div className="flex flex-col items-start gap-2 sm:items-end print:hidden">
      <div className="flex flex-wrap gap-2">
        <Button variant="outline" onClick={() => void downloadPdf()} disabled={making} aria-busy={making}>
          <FileDownIcon aria-hidden />
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
