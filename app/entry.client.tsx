/**
 * The browser's entry: React Router's own (the prerendered document hydrated in a transition, which React splits
 * into short tasks), preceded by the first-time set-ups that would otherwise run inside one component's render,
 * where React cannot split them. Measured in a CPU profile of an indicator page's hydration (unthrottled): Intl's
 * first number format of a locale 20 ms (it loads the locale's data), tailwind-merge's class map 11 ms, both in
 * the task that rendered the header and the page; on a phone, four times that. Each now runs in a task of its own
 * before hydration starts, and the formats it makes are the ones pages use (app/i18n/format.ts keeps them).
 */
import { startTransition, StrictMode } from 'react';
import { hydrateRoot } from 'react-dom/client';
import { HydratedRouter } from 'react-router/dom';
import { languageOf } from '@core/paths';
import { formatDate, formatNumber, formatYear } from '~/i18n/format';
import { eachInItsOwnTask } from '~/lib/tasks';
import { cn } from '~/lib/utils';

const lang = languageOf(window.location.pathname);
const setUps = [
  () => cn('p-1', 'p-2'),
  () => formatYear(lang, 2025),
  () => formatNumber(lang, 1),
  // In Arabic, with the Umm al-Qura date beside it (a second calendar's data)
  () => formatDate(lang, '2025-01-01'),
];
async function hydrate() {
  await eachInItsOwnTask(setUps);
  startTransition(() => {
    hydrateRoot(
      document,
      <StrictMode>
        <HydratedRouter />
      </StrictMode>,
    );
  });
}

void hydrate();
