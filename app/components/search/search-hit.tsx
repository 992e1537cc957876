import { presentHit, type Hit } from '@core/search/present';
import { localize } from '@core/paths';
import { typeNames } from '@core/search/records';
import { useLocale } from '~/i18n/use-locale';
import { Marked } from './marked';

/** One result: its title and a snippet with the matched words marked, its type, and its address. */
export function HitContent({ hit, snippetLength }: { hit: Hit; snippetLength?: number }) {
  const { locale, l } = useLocale();
  const { title, snippet, snippetLang } = presentHit(hit, locale, snippetLength);
  return (
    <>
      <span className="flex items-baseline justify-between gap-3">
        <span className="font-semibold">
          <Marked pieces={title} />
        </span>
        <span className="shrink-0 rounded-full border px-2 py-0.5 text-xs text-muted-foreground">
          {l(typeNames[hit.record.type].one)}
        </span>
      </span>
      {snippet.length > 0 && (
        <span className="mt-1 block text-sm text-muted-foreground" lang={snippetLang} dir="auto">
          <Marked pieces={snippet} />
        </span>
      )}
      <span className="mt-1 block text-xs text-primary">
        <bdi dir="ltr">{localize(hit.record.path, locale)}</bdi>
      </span>
    </>
  );
}
