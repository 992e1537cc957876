// The language link (./language-switch.tsx), in the page's early script (app/client/early-script.ts), with or
// without its island's code. Plain JavaScript, run as written.
// Followed, it goes to the same view in the other language: the page's query and anchor are added to its address;
// the choice is remembered for the next visit to the home page.
addEventListener('click', (event) => {
  const link = event.target instanceof Element ? event.target.closest('a[data-language-switch]') : null;
  if (!link) return;
  link.href = link.pathname + location.search + location.hash;
  try {
    localStorage.setItem(LANGUAGE_KEY, link.hreflang);
  } catch {
    // not remembered where storage is off
  }
});
