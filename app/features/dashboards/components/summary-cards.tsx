import { Card } from '~/components/ui/card';
import type { CardFigure } from '../lib/view';
import { useTexts } from '~/i18n';
import economyTexts from '~/i18n/namespaces/economy';

type SummaryCard = {
  id: string;
  label: string;
  icon: React.ComponentType<{ className?: string; 'aria-hidden'?: boolean }>;
  figures: (CardFigure & { place: string; text: string; note: string })[];
};

/**
 * A card per chosen key indicator: its value for the period and its change, for the whole region or, with
 * several governorates chosen, one line each.
 */
export function SummaryCards({ cards }: { cards: SummaryCard[] }) {
  const { t } = useTexts(economyTexts);
  if (cards.length === 0) return null;
  return (
    <section aria-label={t('cards.title')}>
      <ul className="grid gap-4 sm:grid-cols-2 xl:grid-cols-3 print:grid-cols-3">
        {cards.map(({ id, label, icon: Icon, figures }, i) => (
          <li key={id} className="animate-rise" style={{ '--i': i } as React.CSSProperties}>
            <Card className="h-full">
              <div className="flex items-start justify-between gap-3">
                <p className="text-sm font-medium text-muted-foreground">{label}</p>
                <Icon className="size-5 text-primary" aria-hidden />
              </div>
              {figures.length === 1 ? (
                <>
                  <p className="mt-2 text-3xl font-bold tracking-tight">{figures[0]!.text}</p>
                  <p className="mt-1 text-sm text-muted-foreground">{figures[0]!.note}</p>
                </>
              ) : figures.length === 0 ? (
                <p className="mt-2 text-sm text-muted-foreground">{t('notes.noValues')}</p>
              ) : (
                <dl className="mt-3 space-y-2 text-sm">
                  {figures.map((f) => (
                    <div key={f.geo} className="flex flex-wrap items-baseline justify-between gap-x-3">
                      <dt className="text-muted-foreground">{f.place}</dt>
                      <dd className="text-end">
                        <span className="font-semibold tabular-nums">{f.text}</span>{' '}
                        <span className="text-xs text-muted-foreground">{f.note}</span>
                      </dd>
                    </div>
                  ))}
                </dl>
              )}
            </Card>
          </li>
        ))}
      </ul>
    </section>
  );
}
