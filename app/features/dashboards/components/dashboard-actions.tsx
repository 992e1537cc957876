import { FileDownIcon, Share2Icon } from 'lucide-react';
import { useRef, useState } from 'react';
import { asking, BusyStatus } from '~/components/ui/busy-status';
import { Button } from '~/components/ui/button';
import { downloadBlob } from '~/lib/download';
import { useAsked } from '~/lib/use-asked';
import { useHydrated } from '~/lib/use-hydrated';
import type { PdfView } from '../lib/pdf';
import { useTexts } from '~/i18n';
import economyTexts from '~/i18n/namespaces/economy';

/**
 * 'Download as PDF' makes a PDF of the view in the browser (its code and font load on the first click). It is a
 * `data-asks` form's button: tapped before the island's code has come, the page's early script marks the form busy
 * and 'Preparing the PDF…' shows at once; the PDF of the view in the address is made as the code starts.
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
    setStatus('');
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

  // Asked before the code came: the PDF of the view in the address (read once the island runs)
  const form = useRef<HTMLFormElement>(null);
  useAsked(form, useHydrated(), () => void downloadPdf());

  return (
    <div className="group/asks flex flex-col items-start gap-2 sm:items-end print:hidden">
      <div className="flex flex-wrap gap-2">
        {/* Without JavaScript nothing is sent (method dialog, outside a dialog): the page stays as it is */}
        <form
          ref={form}
          method="dialog"
          data-asks=""
          aria-busy={making || undefined}
          onSubmit={(e) => {
            e.preventDefault();
            void downloadPdf();
          }}
          className="contents"
        >
          <Button type="submit" variant="outline" disabled={making} className={asking}>
            <FileDownIcon aria-hidden />
            {t('downloadPdf')}
          </Button>
        </form>
        <Button variant="outline" onClick={() => void share()}>
          <Share2Icon aria-hidden />
          {t('share')}
        </Button>
      </div>
      <BusyStatus preparing={t('pdf.making')} busy={making} className="max-w-md break-all sm:text-end">
        {status}
      </BusyStatus>
    </div>
  );
}
