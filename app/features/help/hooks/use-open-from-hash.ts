import { useEffect } from 'react';
import { useAddress } from '~/lib/address';
import { useHydrated } from '~/lib/use-hydrated';

/**
 * Opens the <details> the address names (#faq-<id>), on arrival and whenever the anchor changes, so that a link
 * to a question shows its answer, at the top of the window. Before the page's code runs the browser still scrolls
 * to the question.
 */
export function useOpenFromHash(prefix: string) {
  const { hash } = useAddress();
  // After the render that follows hydration, whose texts (the search's status) can move the question.
  const hydrated = useHydrated();
  useEffect(() => {
    if (!hydrated) return;
    const open = () => {
      const id = decodeURIComponent(window.location.hash.slice(1));
      if (!id.startsWith(prefix)) return;
      const target = document.getElementById(id);
      if (!(target instanceof HTMLDetailsElement)) return;
      target.open = true;
      // Text above laid out again (web fonts, the search's hint) can move it from where the browser scrolled.
      target.scrollIntoView({ block: 'start' });
    };
    open();
    window.addEventListener('hashchange', open);
    return () => window.removeEventListener('hashchange', open);
  }, [hash, prefix, hydrated]);
}
