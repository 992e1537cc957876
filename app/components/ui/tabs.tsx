import * as React from 'react';
import { cn } from '~/lib/utils';

/**
 * WAI-ARIA tabs with automatic activation, as Radix's were (and with its ids, `data-state` and markup): a click, a
 * press, Enter or Space chooses a tab, and so does focus — arrow keys (mirrored right to left), Home and End move
 * it, wrapping around. Only the chosen tab is in the Tab order; every panel is in the page's HTML, the others
 * hidden, so that a tab chosen before the code has come is shown at once (the page's early script,
 * app/client/early-script.browser.js): when the code starts, the tab selected in the page is the one chosen.
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

type TabsProps = Omit<React.ComponentProps<'div'>, 'defaultValue' | 'dir'> & {
  value?: string;
  defaultValue?: string;
  onValueChange?: (value: string) => void;
};

/** The tab selected in the page (by a visitor, before the code came), if the page has these tabs yet. */
function selectedInPage(id: string) {
  if (typeof document === 'undefined') return undefined;
  const prefix = triggerId(id, '');
  const tab = [...document.querySelectorAll('[role="tab"][aria-selected="true"]')].find((t) =>
    t.id.startsWith(prefix),
  );
  return tab?.id.slice(prefix.length);
}

export function Tabs({ value, defaultValue = '', onValueChange, className, ...props }: TabsProps) {
  const id = React.useId();
  // Read from the page once, as the code starts
  const [chosenEarly] = React.useState(() => selectedInPage(id));
  const [own, setOwn] = React.useState(chosenEarly ?? defaultValue);
  const shown = value ?? own;
  React.useEffect(() => {
    // An owner that holds the value is told, when the page shows another tab than its own
    if (value !== undefined && chosenEarly && chosenEarly !== value) onValueChange?.(chosenEarly);
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, []);
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
  return (
    <TabsContext.Provider value={context}>
      <div
        data-slot="tabs"
        data-orientation="horizontal"
        className={cn('flex flex-col gap-4', className)}
        {...props}
      />
    </TabsContext.Provider>
  );
}

const steps: Record<string, number> = { ArrowRight: 1, ArrowLeft: -1 };

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
      className={cn(
        'inline-flex min-h-9 cursor-pointer items-center justify-center gap-1.5 rounded-md px-3 py-1.5 text-sm font-medium text-muted-foreground transition-colors outline-none hover:text-foreground focus-visible:ring-[3px] focus-visible:ring-ring/60 data-[state=active]:bg-card data-[state=active]:text-foreground data-[state=active]:shadow-sm',
        className,
      )}
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
