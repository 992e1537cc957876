import { DownloadIcon } from 'lucide-react';
import { useId } from 'react';
import { Button } from '~/components/ui/button';
import { downloadUrl } from '~/lib/download';
import type { Resource } from '@core/catalogue/types';

/**
 * 'Download as {format}' (`label`): saves the dataset's file in that format; its name and size (`detail`) are read
 * out with it. The card writes both texts: a catalogue page holds a hundred of these buttons.
 */
export function DownloadButton({
  resource,
  label,
  detail,
}: {
  resource: Resource;
  label: string;
  detail: string;
}) {
  const id = useId();
  return (
    <>
      <Button
        variant="outline"
        size="sm"
        title={detail}
        aria-describedby={id}
        onClick={() => downloadUrl(resource.url, resource.fileName)}
      >
        <DownloadIcon aria-hidden />
        {label}
      </Button>
      <span id={id} hidden>
        {detail}
      </span>
    </>
  );
}
