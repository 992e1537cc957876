import { ChevronDownIcon, DownloadIcon, FileSpreadsheetIcon, FileTextIcon } from 'lucide-react';
import { useId } from 'react';
import { Button } from '~/components/ui/button';

/** The button's and each file's words, given by the page, so that the part carries no texts. */
export type DownloadTexts = {
  label: string;
  files: { format: 'csv' | 'xlsx'; href: string; label: string; hint: string }[];
};

const icons = { csv: FileTextIcon, xlsx: FileSpreadsheetIcon };

/**
 * 'Download Data': a list of every indicator's values as CSV or Excel, each a link to the file the data build wrote
 * (`<a href download>`). The list is the browser's own popover (`popovertarget`): it opens on the tap, before any
 * of the page's code has come or without it; a tap outside it or Escape closes it, and Tab goes from the button into
 * it. Below the button (CSS anchor positioning; in a browser without it, in the middle of the screen).
 */
export function DownloadData({ texts }: { texts: DownloadTexts }) {
  const id = useId();
  return (
    <>
      <Button size="lg" variant="inverse" popoverTarget={id} className="[anchor-name:--download-data]">
        <DownloadIcon aria-hidden />
        {texts.label}
        <ChevronDownIcon aria-hidden />
      </Button>
      <div
        id={id}
        popover="auto"
        className="max-w-80 min-w-64 rounded-md border bg-popover p-1 text-popover-foreground shadow-md [position-anchor:--download-data] [position-area:block-end_span-inline-end] [position-try-fallbacks:flip-inline] supports-[position-area:block-end]:m-0 supports-[position-area:block-end]:mt-1"
      >
        <ul>
          {texts.files.map(({ format, href, label, hint }) => {
            const Icon = icons[format];
            return (
              <li key={format}>
                <a
                  href={href}
                  download
                  className="flex items-start gap-2 rounded-sm px-2 py-1.5 text-sm outline-none hover:bg-muted focus-visible:bg-muted focus-visible:ring-[3px] focus-visible:ring-ring/60"
                >
                  <Icon className="mt-0.5 size-4 shrink-0" aria-hidden />
                  <span>
                    <span className="block font-medium">{label}</span>
                    <span className="block text-xs text-muted-foreground">{hint}</span>
                  </span>
                </a>
              </li>
            );
          })}
        </ul>
      </div>
    </>
  );
}
