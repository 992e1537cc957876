import type { ProgressLevel } from '@core/indicators/progress';

/** Open SDG's progress colours, from target achieved to deterioration. */
export const levelColor: Record<ProgressLevel, string> = {
  achieved: '#0b6e3a',
  substantial: '#4a9e4a',
  moderate: '#d6a100',
  limited: '#e07020',
  deterioration: '#c0392b',
};
