import * as React from 'react';
import { useAsked } from '~/lib/use-asked';
import { cn } from '~/lib/utils';

declare module 'react' {
  // eslint-disable-next-line @typescript-eslint/no-namespace
  namespace JSX {
    interface IntrinsicElements {
      /** Tabs, and their panels: what they answer before the island's code has come is ./tabs.browser.js. */
      'hail-tabs': React.HTMLAttributes<HTMLElement> & React.RefAttributes<HTMLElement>;
    }
  }
}

/**
 * WAI-ARIA tabs with automatic activation, as Radix's were (and with its ids, `data-state` and markup): a click, a
 * press, Enter or Space chooses a tab, and so does focus — arrow keys (mirrored right to left), Home and End move
 * it, wrapping around. Only the chosen tab is in the Tab order; every panel is in the page's HTML, the others
 * hidden, so that a tab chosen before the code has come is shown at once (`<hail-tabs>`, ./tabs.browser.js): when
 * the code starts, the tab chosen then is the one chosen.
 */
type TabsContextValue = { value: string; choose: (value: string) => void; id: string };
const TabsContext = React.createContext<TabsContextValue | null>(null);

function useTabs() {
  const context = React.useContext(TabsContext);
  if (!context) throw new Error('Tabs parts must be rendered inside <Tabs>');
  return context;
}

const triggerId = (id: string, value: string) => `${id}-trigger-${value}`;
const contentId = (id: string, value: string) => `${id}-content-${value}`;

type TabsProps = Omit<React.HTMLAttributes<HTMLElement>, 'defaultValue' | 'dir'> & {
  value?: string;
  defaultValue?: string;
  onValueChange?: (value: string) => void;
};

export function Tabs({ value, defaultValue = '', onValueChange, className, ...props }: TabsProps) {
  const id = React.useId();
  const [own, setOwn] = React.useState(defaultValue);
  const shown = value ?? own;
  const context = React.useMemo<TabsContextValue>(
    () => ({
      value: shown,
      id,
      choose: (next) => {
        if (next === shown) return;
        setOwn(next);
        onValueChange?.(next);
      },
    }),
    [shown, id, onValueChange],
  );
  // A tab chosen before the code came is chosen as it starts
  const root = React.useRef<HTMLElement>(null);
  useAsked(root, true, context.choose);
  return (
    <TabsContext.Provider value={context}>
      <hail-tabs
        ref={root}
        data-slot="tabs"
        data-orientation="horizontal"
        className={cn('flex flex-col gap-4', className)}
        {...props}
      />
    </TabsContext.Provider>
  );
}

const steps: Record<string, number> = { ArrowRight: 1, ArrowLeft: -1 };

/** A tab list; the arrow keys (mirrored right to left), Home and End move the focus, which chooses. */
export function TabsList({ className, onKeyDown, ...props }: React.ComponentProps<'div'>) {
  const moveFocus = (event: React.KeyboardEvent<HTMLDivElement>) => {
    const tabs = [...event.currentTarget.querySelectorAll<HTMLElement>('[role="tab"]:not(:disabled)')];
    const index = tabs.indexOf(event.target as HTMLElement);
    if (index < 0) return;
    const rtl = getComputedStyle(event.currentTarget).direction === 'rtl';
    let next: number;
    if (event.key in steps) next = index + steps[event.key]! * (rtl ? -1 : 1);
    else if (event.key === 'Home') next = 0;
    else if (event.key === 'End') next = tabs.length - 1;
    else return;
    event.preventDefault();
    // Focus chooses it
    tabs[(next + tabs.length) % tabs.length]!.focus();
  };
  return (
    <div
      role="tablist"
      aria-orientation="horizontal"
      data-slot="tabs-list"
      className={cn(
        'inline-flex w-fit max-w-full flex-wrap items-center gap-1 rounded-lg bg-muted p-1',
        className,
      )}
      onKeyDown={(event) => {
        onKeyDown?.(event);
        if (!event.defaultPrevented) moveFocus(event);
      }}
      {...props}
    />
  );
}

/** A tab's look (`data-state`: active or not). */
export const tabClass =
  'inline-flex min-h-9 cursor-pointer items-center justify-center gap-1.5 rounded-md px-3 py-1.5 text-sm font-medium text-muted-foreground transition-colors outline-none hover:text-foreground focus-visible:ring-[3px] focus-visible:ring-ring/60 data-[state=active]:bg-card data-[state=active]:text-foreground data-[state=active]:shadow-sm';

export function TabsTrigger({
  value,
  className,
  disabled,
  ...props
}: Omit<React.ComponentProps<'button'>, 'value'> & { value: string }) {
  const tabs = useTabs();
  const selected = tabs.value === value;
  const choose = () => !disabled && tabs.choose(value);
  return (
    <button
      type="button"
      role="tab"
      value={value}
      id={triggerId(tabs.id, value)}
      aria-selected={selected}
      aria-controls={contentId(tabs.id, value)}
      data-state={selected ? 'active' : 'inactive'}
      data-slot="tabs-trigger"
      disabled={disabled}
      tabIndex={selected ? 0 : -1}
      onMouseDown={(event) => {
        // As Radix: chosen on the press (a plain left one), not on release
        if (event.button === 0 && !event.ctrlKey) choose();
        else event.preventDefault();
      }}
      onKeyDown={(event) => {
        if (event.key === 'Enter' || event.key === ' ') choose();
      }}
      onClick={choose}
      onFocus={choose}
      className={cn(tabClass, className)}
      {...props}
    />
  );
}

export function TabsContent({
  value,
  className,
  children,
  ...props
}: React.ComponentProps<'div'> & { value: string }) {
  const tabs = useTabs();
  const selected = tabs.value === value;
  return (
    <div
      role="tabpanel"
      id={contentId(tabs.id, value)}
      aria-labelledby={triggerId(tabs.id, value)}
      data-state={selected ? 'active' : 'inactive'}
      data-slot="tabs-content"
      hidden={!selected}
      tabIndex={0}
      className={cn('outline-none', className)}
      {...props}
    >
      {children}
    </div>
  );
}
