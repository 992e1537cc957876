import { CheckIcon, ChevronDownIcon } from 'lucide-react';
import { Select as SelectPrimitive } from 'radix-ui';
import { createContext, startTransition, use, useEffect, useState } from 'react';
import { cn } from '~/lib/utils';
import { whenIdle } from '~/lib/when-idle';

/** Whether a select's items are rendered while it is closed. */
const ItemsRendered = createContext(true);

/**
 * Radix's Select renders every item of a closed select into a detached fragment (to mirror them in a hidden
 * native select and for typing to select), and does it in layout effects right after hydration: synchronous
 * re-renders that React cannot split into short tasks (an indicator page's two year selects: 70 ms of one task at
 * desktop speed, profiled). Here a closed select's items come once the browser is idle after the page starts, in
 * a task of each select's own, or at once when it opens. The trigger shows the chosen item's label from
 * `SelectValue`'s children (pass them: then it shows in the prerendered page too).
 */
export function Select({ onOpenChange, ...props }: React.ComponentProps<typeof SelectPrimitive.Root>) {
  const [rendered, setRendered] = useState(Boolean(props.open || props.defaultOpen));
  useEffect(() => {
    if (rendered) return;
    return whenIdle(() => startTransition(() => setRendered(true)), 300);
  }, [rendered]);
  return (
    <ItemsRendered value={rendered}>
      <SelectPrimitive.Root
        {...props}
        onOpenChange={(open) => {
          if (open) setRendered(true);
          onOpenChange?.(open);
        }}
      />
    </ItemsRendered>
  );
}

export const SelectValue = SelectPrimitive.Value;

export function SelectTrigger({
  className,
  children,
  ...props
}: React.ComponentProps<typeof SelectPrimitive.Trigger>) {
  return (
    <SelectPrimitive.Trigger
      data-slot="select-trigger"
      className={cn(
        'flex h-10 w-full cursor-pointer items-center justify-between gap-2 rounded-md border bg-card px-3 py-2 text-start text-sm whitespace-nowrap outline-none focus-visible:ring-[3px] focus-visible:ring-ring/60 data-[placeholder]:text-muted-foreground [&>span]:truncate',
        className,
      )}
      {...props}
    >
      {children}
      <SelectPrimitive.Icon asChild>
        <ChevronDownIcon className="size-4 opacity-60" aria-hidden />
      </SelectPrimitive.Icon>
    </SelectPrimitive.Trigger>
  );
}

export function SelectContent({
  className,
  children,
  position = 'popper',
  ...props
}: React.ComponentProps<typeof SelectPrimitive.Content>) {
  if (!use(ItemsRendered)) return null;
  return (
    <SelectPrimitive.Portal>
      <SelectPrimitive.Content
        data-slot="select-content"
        position={position}
        className={cn(
          'relative z-50 max-h-(--radix-select-content-available-height) min-w-[8rem] overflow-hidden rounded-md border bg-popover text-popover-foreground shadow-md',
          position === 'popper' &&
            'w-full min-w-(--radix-select-trigger-width) data-[side=bottom]:translate-y-1',
          className,
        )}
        {...props}
      >
        <SelectPrimitive.Viewport className="p-1">{children}</SelectPrimitive.Viewport>
      </SelectPrimitive.Content>
    </SelectPrimitive.Portal>
  );
}

export function SelectItem({
  className,
  children,
  ...props
}: React.ComponentProps<typeof SelectPrimitive.Item>) {
  return (
    <SelectPrimitive.Item
      data-slot="select-item"
      className={cn(
        'relative flex w-full cursor-pointer items-center gap-2 rounded-sm py-1.5 ps-2 pe-8 text-sm outline-none select-none data-[disabled]:pointer-events-none data-[disabled]:opacity-50 data-[highlighted]:bg-muted',
        className,
      )}
      {...props}
    >
      <span className="absolute end-2 flex size-3.5 items-center justify-center">
        <SelectPrimitive.ItemIndicator>
          <CheckIcon className="size-4" aria-hidden />
        </SelectPrimitive.ItemIndicator>
      </span>
      <SelectPrimitive.ItemText>{children}</SelectPrimitive.ItemText>
    </SelectPrimitive.Item>
  );
}
