// A `data-asks` form before its island's code has come (./use-asked.ts; in the page's early script,
// app/client/early-script.ts). Plain JavaScript, run as written.
// Sent, it stays on the page, marked as asked (the value of the button that sent it) and busy; the island does what
// it asks when it starts.
addEventListener('submit', (event) => {
  const form = event.target;
  if (!form.hasAttribute('data-asks') || !form.closest('astro-island[ssr]')) return;
  event.preventDefault();
  form.dataset.asked = event.submitter?.value ?? '';
  form.setAttribute('aria-busy', 'true');
});
