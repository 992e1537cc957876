import { ChevronDownIcon, DownloadIcon } from 'lucide-react';
import { useState, type ComponentType } from 'react';
import { Button } from '~/components/ui/button';

/** The button's and each file's words, given by the page (an island's props), so the island carries no texts. */
export type DownloadTexts = {
  label: string;
  files: { format: 'csv' | 'xlsx'; href: string; label: string; hint: string }[];
};
type Menu = ComponentType<{ texts: DownloadTexts; defaultOpen: boolean; autoFocus: boolean }>;

const loadMenu = () => import('./download-menu');

/**
 * 'Download Data': a menu of every indicator's values as CSV or Excel. The menu's code (Radix's, 30 KB) is fetched
 * when the button is about to be used — pointer over it, focus — and takes the button's place, keeping its focus;
 * a press or click before it has arrived opens it once it has. Should it fail to load, the files are offered as links.
 */
export function DownloadData({ texts }: { texts: DownloadTexts }) {
  const [menu, setMenu] = useState<{ Menu: Menu } | 'failed' | null>(null);
  const [open, setOpen] = useState(false);
  const [focused, setFocused] = useState(false);
  const load = () =>
    void loadMenu().then(
      (module) => setMenu({ Menu: module.default }),
      () => setMenu('failed'),
    );
  if (menu === 'failed')
    return texts.files.map(({ format, href, label }) => (
      <Button key={format} asChild size="lg" variant="inverse">
        <a href={href} download>
          <DownloadIcon aria-hidden />
          {label}
        </a>
      </Button>
    ));
  if (menu) return <menu.Menu texts={texts} defaultOpen={open} autoFocus={focused} />;
  return (
    <Button
      size="lg"
      variant="inverse"
      aria-haspopup="menu"
      aria-expanded={false}
      onPointerEnter={load}
      onFocus={() => {
        setFocused(true);
        load();
      }}
      onBlur={() => setFocused(false)}
      // A press (not only the click after it) asks for the menu open: the menu may take the button's place between
      // the two, and the click would then be lost
      onPointerDown={() => setOpen(true)}
      onClick={() => {
        setOpen(true);
        load();
      }}
    >
      <DownloadIcon aria-hidden />
      {texts.label}
      <ChevronDownIcon aria-hidden />
    </Button>
  );
}
