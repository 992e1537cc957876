import { about } from '@content/about';
import { useLocale } from '~/i18n/use-locale';
import { useFigureText } from '../lib/use-figure-text';

/** Four key achievements, each with its year; one carries the tourism revenue growth figure. */
export function Achievements() {
  const { l, year } = useLocale();
  const text = useFigureText();
  return (
    <ol className="grid gap-6 sm:grid-cols-2 lg:grid-cols-4">
      {about.achievements.map((item, i) => (
        <li
          key={item.id}
          className="animate-rise relative flex flex-col rounded-xl border border-t-4 border-t-primary bg-card p-6 shadow-sm"
          style={{ '--i': i } as React.CSSProperties}
        >
          <p className="text-sm font-bold text-accent-foreground">
            <time dateTime={String(item.year)}>{year(item.year)}</time>
          </p>
          <h3 className="mt-2 text-lg font-semibold">{l(item.title)}</h3>
          {item.figure && (
            <p className="mt-3">
              <span className="text-3xl font-bold tracking-tight text-primary">{text(item.figure)}</span>
              {item.figure.note && (
                <span className="ms-2 text-sm text-muted-foreground">{l(item.figure.note)}</span>
              )}
            </p>
          )}
          <p className="mt-3 text-muted-foreground">{l(item.description)}</p>
        </li>
      ))}
    </ol>
  );
}
