import { DownloadIcon } from 'lucide-react';
import { useId } from 'react';
import { Button } from '~/components/ui/button';
import type { Resource } from '@core/catalogue/types';

/**
 * 'Download as {format}' (`label`): a link to the dataset's file in that format, saved under its name (`download`),
 * so that a tap starts it at once, before the page's code has come or without it; its name and size (`detail`) are
 * read out with it. It looks like a button. The card writes both texts: a catalogue page holds a hundred of these.
 */
export function DownloadLink({
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
      <Button asChild variant="outline" size="sm">
        <a
          href={resource.url}
          download={resource.fileName}
          type={resource.mediaType}
          title={detail}
          aria-describedby={id}
        >
          <DownloadIcon aria-hidden />
          {label}
        </a>
      </Button>
      <span id={id} hidden>
        {detail}
      </span>
    </>
  );
}
