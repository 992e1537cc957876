import { about } from '@content/about';
import { CastleIcon, MapPinIcon, WheatIcon, type LucideIcon } from 'lucide-react';
import { Card, CardContent, CardHeader, CardTitle } from '~/components/ui/card';
import { useLocale } from '~/i18n/use-locale';

const icons: Record<(typeof about.overview)[number]['id'], LucideIcon> = {
  location: MapPinIcon,
  economy: WheatIcon,
  heritage: CastleIcon,
};

/** Location, economic base and heritage of the region. */
export function OverviewCards() {
  const { l } = useLocale();
  return (
    <ul className="grid gap-6 md:grid-cols-3">
      {about.overview.map((card, i) => {
        const Icon = icons[card.id];
        return (
          <li key={card.id} className="animate-rise" style={{ '--i': i } as React.CSSProperties}>
            <Card padding="sections" className="h-full">
              <CardHeader>
                <span className="grid size-11 place-items-center rounded-lg bg-secondary text-secondary-foreground">
                  <Icon className="size-5" aria-hidden />
                </span>
                <CardTitle className="mt-2 text-lg">{l(card.title)}</CardTitle>
              </CardHeader>
              <CardContent>
                <p className="text-muted-foreground">{l(card.text)}</p>
              </CardContent>
            </Card>
          </li>
        );
      })}
    </ul>
  );
}
