// <hail-tabs> before its island's code has come (./tabs.tsx; in the page's early script, app/client/early-script.ts).
// Plain JavaScript, run as written.
// A tab chosen (a tap; the arrow keys, mirrored right to left, Home and End) is shown selected with its panel, and
// marked as asked (`data-asked`, its value): the island starts on it (~/lib/use-asked.ts).
customElements.define(
  'hail-tabs',
  class extends HTMLElement {
    constructor() {
      super();
      this.addEventListener('click', (event) => {
        const tab = this.waitingTab(event.target);
        if (tab) this.choose(tab);
      });
      this.addEventListener('keydown', (event) => {
        const tab = this.waitingTab(event.target);
        if (!tab || event.altKey || event.defaultPrevented) return;
        const tabs = this.tabsBeside(tab);
        const back = getComputedStyle(tab).direction === 'rtl' ? 'ArrowRight' : 'ArrowLeft';
        const forth = back === 'ArrowLeft' ? 'ArrowRight' : 'ArrowLeft';
        const at = tabs.indexOf(tab);
        const next = { Home: 0, End: tabs.length - 1, [back]: at - 1, [forth]: at + 1 }[event.key];
        if (next === undefined) return;
        event.preventDefault();
        const chosen = tabs[(next + tabs.length) % tabs.length];
        chosen.focus();
        this.choose(chosen);
      });
    }
    // The tab of these tabs (not of tabs inside them) that `target` is in, until the island has taken them
    // (`data-started`, set as it reads what was asked: Astro's `ssr` mark goes when React's hydration is only
    // scheduled, and a tap between the two would be lost)
    waitingTab(target) {
      const tab = target.closest('[role=tab]');
      return tab?.closest('hail-tabs') === this && !this.hasAttribute('data-started') ? tab : null;
    }
    tabsBeside(tab) {
      return [...tab.closest('[role=tablist]').querySelectorAll('[role=tab]')];
    }
    choose(tab) {
      const panels = [...this.querySelectorAll('[role=tabpanel]')];
      for (const other of this.tabsBeside(tab)) {
        const on = other === tab;
        other.setAttribute('aria-selected', String(on));
        other.dataset.state = on ? 'active' : 'inactive';
        other.tabIndex = on ? 0 : -1;
        const panel = panels.find((p) => p.id === other.getAttribute('aria-controls'));
        if (panel) {
          panel.hidden = !on;
          panel.dataset.state = on ? 'active' : 'inactive';
        }
      }
      this.dataset.asked = tab.value;
    }
  },
);
