import { about } from '@content/about';
import { LandmarkIcon, MapIcon, TargetIcon, UsersIcon, type LucideIcon } from 'lucide-react';
import { StatCard } from '~/components/page/stat-card';
import { useLocale } from '~/i18n/use-locale';
import { useFigureText } from '../lib/use-figure-text';

const icons: Record<string, LucideIcon> = {
  area: MapIcon,
  population: UsersIcon,
  governorates: LandmarkIcon,
  'vision-2030-projects': TargetIcon,
};

/** The four key figures of the About page. */
export function KeyFigures() {
  const { l } = useLocale();
  const text = useFigureText();
  return (
    <ul className="grid grid-cols-2 gap-4 lg:grid-cols-4">
      {about.keyFigures.map((figure, i) => (
        <li key={figure.id} className="animate-rise" style={{ '--i': i } as React.CSSProperties}>
          <StatCard label={l(figure.label)} value={text(figure)} icon={icons[figure.id]} className="h-full" />
        </li>
      ))}
    </ul>
  );
}
