import type { ClientDirective } from 'astro';

/**
 * `client:afterpaint`: the island starts when the browser is next idle after the page's first contentful paint.
 * It is `client:idle` that never competes with the first picture: an unthrottled page can reach its load event
 * and an idle moment before it has painted, and the island's code then downloads in front of the page's first
 * paint (which is what Lighthouse's simulated LCP counted against every page with islands in its first screen).
 * On the phone profile of `bench:interaction` the paint comes about 70 ms after the load event, so the code starts
 * that much later there.
 */
const afterPaint: ClientDirective = (load) => {
  const start = async () => {
    const hydrate = await load();
    await hydrate();
  };
  const whenIdle = () =>
    'requestIdleCallback' in window
      ? requestIdleCallback(() => void start())
      : setTimeout(() => void start(), 200);
  if (!PerformanceObserver.supportedEntryTypes?.includes('paint')) {
    requestAnimationFrame(() => setTimeout(whenIdle));
    return;
  }
  const painted = new PerformanceObserver((entries) => {
    if (!entries.getEntriesByName('first-contentful-paint').length) return;
    painted.disconnect();
    whenIdle();
  });
  painted.observe({ type: 'paint', buffered: true });
};

export default afterPaint;
