import { XIcon } from 'lucide-react';
import type * as React from 'react';
import { cn } from '~/lib/utils';
import { useTexts } from '~/i18n';

/**
 * A modal dialog that works before (and without) the page's script: the browser's own <dialog>, opened by a button
 * with `commandfor` its id and `command="show-modal"`, closed by its close button, Escape or a tap outside it. The
 * browser keeps focus inside it and gives it back to the button that opened it.
 */
export function NativeDialog({
  id,
  title,
  titleClassName,
  side = false,
  className,
  children,
  ...props
}: Omit<React.ComponentProps<'dialog'>, 'title'> & {
  id: string;
  title: string;
  titleClassName?: string;
  /** A sheet along the side of the screen (the phone menu) instead of a centred box. */
  side?: boolean;
}) {
  const { t } = useTexts();
  return (
    <dialog
      id={id}
      aria-labelledby={`${id}-title`}
      closedby="any"
      className={cn(
        'bg-background text-foreground shadow-lg backdrop:bg-black/50 open:flex open:flex-col',
        side
          ? 'inset-y-0 m-0 h-dvh max-h-none w-3/4 max-w-sm gap-4 p-6 ltr:ms-auto ltr:border-s rtl:me-auto rtl:border-e'
          : 'mx-auto mt-[8vh] max-h-[84dvh] w-[calc(100%-2rem)] max-w-2xl rounded-xl border p-0',
        className,
      )}
      {...props}
    >
      <h2 id={`${id}-title`} className={cn('text-lg font-semibold', titleClassName)}>
        {title}
      </h2>
      {children}
      <button
        type="button"
        commandfor={id}
        command="close"
        className="absolute end-4 top-4 cursor-pointer rounded-sm p-1 opacity-70 outline-none hover:opacity-100 focus-visible:ring-[3px] focus-visible:ring-ring/60"
      >
        <XIcon className="size-5" aria-hidden />
        <span className="sr-only">{t('close')}</span>
      </button>
    </dialog>
  );
}
