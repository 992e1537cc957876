// <hail-toggle-group> before its island's code has come (./toggle-group.tsx; in the page's early script,
// app/client/early-script.ts). Plain JavaScript, run as written.
// The toggle button tapped is shown pressed, the group's others not, and marked as asked (`data-asked`, its value):
// the island starts on it (~/lib/use-asked.ts).
customElements.define(
  'hail-toggle-group',
  class extends HTMLElement {
    constructor() {
      super();
      this.addEventListener('click', (event) => {
        const own = (button) => button?.closest('hail-toggle-group') === this;
        const pressed = event.target.closest('button[aria-pressed]');
        // Until the island has taken the group (`data-started`: see ./tabs.browser.js)
        if (!own(pressed) || this.hasAttribute('data-started')) return;
        for (const button of this.querySelectorAll('button[aria-pressed]'))
          if (own(button)) button.setAttribute('aria-pressed', String(button === pressed));
        this.dataset.asked = pressed.value;
      });
    }
  },
);
