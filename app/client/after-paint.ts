import type { ClientDirective } from 'astro';
import idle from 'astro/runtime/client/idle.js';

/**
 * `client:afterpaint`: Astro's `client:idle`, started once the page's first contentful paint is done. With
 * `client:idle` alone, an unthrottled page can reach its load event and an idle moment before it has painted, and
 * the island's code then downloads in front of the page's first paint (which is what Lighthouse's simulated LCP
 * counted against every page with islands in its first screen). On the phone profile of `bench:interaction` the
 * paint comes about 70 ms after the load event, so the code starts that much later there.
 */
const afterPaint: ClientDirective = (load, options, element) => {
  const startWhenIdle = () => void idle(load, options, element);
  if (!PerformanceObserver.supportedEntryTypes?.includes('paint')) {
    requestAnimationFrame(() => setTimeout(startWhenIdle));
    return;
  }
  const painted = new PerformanceObserver((entries) => {
    if (!entries.getEntriesByName('first-contentful-paint').length) return;
    painted.disconnect();
    startWhenIdle();
  });
  painted.observe({ type: 'paint', buffered: true });
};

export default afterPaint;
