// The page's own part of its first script (early-script.ts). Plain JavaScript, run as written.
(() => {
  addEventListener('click', (event) => {
    const target = event.target instanceof Element ? event.target : null;
    // A dialog opened from another (the search, from the phone menu) takes its place
    const opener = target?.closest('button[commandfor][command=show-modal]');
    const from = opener?.closest('dialog[open]');
    if (from && from.id !== opener.getAttribute('commandfor')) from.close();
  });
  addEventListener('keydown', (event) => {
    const target = event.target instanceof HTMLElement ? event.target : null;
    if (event.altKey || event.defaultPrevented || !target) return;
    const typing = target.closest('input,textarea,select,[contenteditable=true]');
    const commandK = (event.ctrlKey || event.metaKey) && event.key.toLowerCase() === 'k';
    const slash = event.key === '/' && !typing && !event.ctrlKey && !event.metaKey;
    const dialog = document.getElementById(SEARCH_ID);
    if ((commandK || slash) && dialog && !dialog.open) {
      event.preventDefault();
      dialog.showModal();
    }
  });
})();
