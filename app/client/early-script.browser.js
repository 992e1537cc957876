// The page's first script, inline in <head> (see early-script.ts). Plain JavaScript, run as written.
(() => {
  const waiting = (element) => !!element.closest('astro-island[ssr]');
  const tabsOf = (tab) => [...(tab.closest('[role=tablist]')?.querySelectorAll('[role=tab]') ?? [])];
  const choose = (tab) => {
    for (const other of tabsOf(tab)) {
      const on = other === tab;
      other.setAttribute('aria-selected', String(on));
      other.dataset.state = on ? 'active' : 'inactive';
      other.tabIndex = on ? 0 : -1;
      const panel = document.getElementById(other.getAttribute('aria-controls') ?? '');
      if (panel) {
        panel.hidden = !on;
        panel.dataset.state = on ? 'active' : 'inactive';
      }
    }
  };
  // The search's index is fetched as its dialog opens, beside the dialog's code rather than after it (its file is
  // cached an hour, so the dialog's own request is answered by this one)
  let warmed = false;
  const warmSearch = () => {
    if (warmed || !document.getElementById(SEARCH_ID)?.querySelector('astro-island[ssr]')) return;
    warmed = true;
    fetch(SEARCH_INDEX)
      .then((response) => response.arrayBuffer())
      .catch(() => (warmed = false));
  };
  addEventListener('click', (event) => {
    const target = event.target instanceof Element ? event.target : null;
    // A dialog opened from another (the search, from the phone menu) takes its place
    const opener = target?.closest('button[commandfor][command=show-modal]');
    const from = opener?.closest('dialog[open]');
    if (from && from.id !== opener.getAttribute('commandfor')) from.close();
    if (opener?.getAttribute('commandfor') === SEARCH_ID) warmSearch();
    const tab = target?.closest('[role=tab]');
    if (tab && waiting(tab)) choose(tab);
    // One of a list's toggle buttons (the home map's governorates) is shown pressed, the others not
    const toggle = target?.closest('ul > li > button[aria-pressed]');
    if (toggle && waiting(toggle))
      for (const other of toggle.closest('ul').querySelectorAll(':scope > li > button[aria-pressed]'))
        other.setAttribute('aria-pressed', String(other === toggle));
    const link = target?.closest('a[hreflang]');
    if (link) {
      link.href = link.pathname + location.search + location.hash;
      try {
        localStorage.setItem(LANGUAGE_KEY, link.hreflang);
      } catch {
        // not remembered where storage is off
      }
    }
  });
  addEventListener('keydown', (event) => {
    const target = event.target instanceof HTMLElement ? event.target : null;
    if (event.altKey || event.defaultPrevented || !target) return;
    if (target.getAttribute('role') === 'tab' && waiting(target)) {
      const tabs = tabsOf(target);
      const back = getComputedStyle(target).direction === 'rtl' ? 'ArrowRight' : 'ArrowLeft';
      const forth = back === 'ArrowLeft' ? 'ArrowRight' : 'ArrowLeft';
      const at = tabs.indexOf(target);
      const next = { Home: 0, End: tabs.length - 1, [back]: at - 1, [forth]: at + 1 }[event.key];
      if (next === undefined) return;
      event.preventDefault();
      const tab = tabs[(next + tabs.length) % tabs.length];
      tab.focus();
      choose(tab);
      return;
    }
    const typing = target.closest('input,textarea,select,[contenteditable=true]');
    const commandK = (event.ctrlKey || event.metaKey) && event.key.toLowerCase() === 'k';
    const slash = event.key === '/' && !typing && !event.ctrlKey && !event.metaKey;
    const dialog = document.getElementById(SEARCH_ID);
    if ((commandK || slash) && dialog && !dialog.open) {
      event.preventDefault();
      dialog.showModal();
      warmSearch();
    }
  });
  addEventListener('submit', (event) => {
    const form = event.target;
    if (!form.hasAttribute('data-asks') || !waiting(form)) return;
    event.preventDefault();
    form.dataset.asked = event.submitter?.value ?? '';
    form.setAttribute('aria-busy', 'true');
  });
})();
