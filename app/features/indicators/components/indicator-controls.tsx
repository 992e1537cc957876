import { groupsOf, placesOf, yearsOf } from '../lib/view';
import { useIndicatorView, type IndicatorViewProps } from './use-indicator-view';
import { ViewControls } from './view-controls';

/** An indicator's places, breakdown and years: every change replaces the address, which the other parts follow. */
export function IndicatorControls({ indicator }: IndicatorViewProps) {
  const { view, write } = useIndicatorView(indicator);
  return (
    <ViewControls
      view={view}
      places={placesOf(indicator)}
      groups={groupsOf(indicator)}
      years={yearsOf(indicator)}
      onChange={write}
    />
  );
}
