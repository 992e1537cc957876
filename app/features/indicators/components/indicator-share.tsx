import { site } from '@content/site';
import { CopyIcon, DownloadIcon, FileSpreadsheetIcon } from 'lucide-react';
import { useRef } from 'react';
import type { Indicator } from '@core/indicators/schema';
import type { Localized } from '@core/schema';
import { absolute, localize, paths } from '@core/paths';
import { asking, BusyStatus } from '~/components/ui/busy-status';
import { Button } from '~/components/ui/button';
import { Link } from '~/components/ui/link';
import { useLocale } from '~/i18n/use-locale';
import { downloadText } from '~/lib/download';
import { useAsked } from '~/lib/use-asked';
import { useCopy } from '~/lib/use-copy';
import { useHydrated } from '~/lib/use-hydrated';
import { toParams, type Line, type View } from '../lib/view';
import { useTexts } from '~/i18n';
import indicatorsTexts from '~/i18n/namespaces/indicators';

/** The drawn values as a tidy CSV (the dataset's own columns) and as JSON. */
export function shownData(indicator: Indicator, view: View, years: number[], lines: Line[]) {
  const dimension = indicator.disaggregation[0];
  const rows = years.flatMap((year, i) =>
    lines.flatMap((s) =>
      s.values[i] === null ? [] : [{ year, geo: s.geo, group: view.group, value: s.values[i]! }],
    ),
  );
  // The columns of the indicator's dataset download.
  const header = ['year', 'governorate', ...(dimension ? [dimension.toLowerCase()] : []), 'value'];
  const csv = [
    header.join(','),
    ...rows.map((r) =>
      [r.year, r.geo, ...(dimension ? [r.group ?? ''] : []), r.value.toFixed(indicator.decimals)].join(','),
    ),
  ].join('\r\n');
  const json = {
    indicator: indicator.id,
    name: indicator.name,
    unit: indicator.unit,
    ...(dimension ? { [dimension.toLowerCase()]: view.group ?? 'all' } : {}),
    values: rows.map((r) => ({ year: r.year, governorate: r.geo, value: r.value })),
  };
  return { csv, json: JSON.stringify(json, null, 2) };
}

function Copyable({
  text,
  label,
  copied,
  failed,
}: {
  text: string;
  label: string;
  copied: string;
  failed: string;
}) {
  const [state, copy] = useCopy();
  return (
    <>
      <pre
        dir="ltr"
        tabIndex={0}
        className="mt-3 overflow-x-auto rounded-xl border bg-muted/40 p-3 text-xs whitespace-pre-wrap outline-none focus-visible:ring-[3px] focus-visible:ring-ring/60"
      >
        <code>{text}</code>
      </pre>
      <div className="mt-2 flex flex-wrap items-center gap-3">
        <Button variant="outline" size="sm" onClick={() => void copy(text)}>
          <CopyIcon aria-hidden />
          {label}
        </Button>
        <p role="status" className="text-sm text-muted-foreground">
          {state && (state === 'copied' ? copied : failed)}
        </p>
      </div>
    </>
  );
}

/** The download a form's button asks for (its value). */
const formatOf = (value: string | null | undefined) => (value === 'json' ? 'json' : 'csv');

/** Downloads of what is drawn, the full dataset, a citation and the embed code for this view. */
export function IndicatorShare({
  indicator: i,
  publisher,
  view,
  years,
  lines,
}: {
  indicator: Indicator;
  /** Its source's publisher (content/datasets.ts), given so that the island carries no catalogue content. */
  publisher: Localized;
  view: View;
  years: number[];
  lines: Line[];
}) {
  const { t } = useTexts(indicatorsTexts);
  const { l, locale, year } = useLocale();
  const query = toParams(view, i).toString();
  const page = absolute(site.url, localize(paths.indicator(i.id), locale));
  const embed = absolute(site.url, localize(paths.indicatorEmbed(i.id), locale)) + (query ? `?${query}` : '');
  const citation = t('cite.text', {
    publisher: l(publisher),
    year: year(Number(i.modified.slice(0, 4))),
    name: l(i.name),
    from: year(view.from),
    to: year(view.to),
    site: l(site.name),
    url: page,
  });
  const frame = `<iframe src="${embed}" title="${t('embed.frameTitle', { name: l(i.name) }).replaceAll('"', '&quot;')}" width="100%" height="460" style="border:0" loading="lazy"></iframe>`;
  const save = (kind: 'csv' | 'json') => {
    const data = shownData(i, view, years, lines);
    const name = `hail-${i.id}${view.group ? `-${view.group}` : ''}-${view.from}-${view.to}.${kind}`;
    if (kind === 'csv') downloadText(name, `\uFEFF${data.csv}`);
    else downloadText(name, data.json, 'application/json');
  };
  // A download asked for before the code came (the page's early script marks the form, and it says it is preparing
  // the file): of the view in the address, once the island runs
  const form = useRef<HTMLFormElement>(null);
  useAsked(form, useHydrated(), (asked) => save(formatOf(asked)));
  return (
    <div className="space-y-8">
      <section aria-labelledby="download-heading">
        <h2 id="download-heading" className="text-xl font-semibold">
          {t('download.title')}
        </h2>
        <p className="mt-2 text-sm text-muted-foreground">{t('download.body')}</p>
        <div className="group/asks mt-3 flex flex-wrap items-center gap-3">
          {/* Without JavaScript nothing is sent (method dialog, outside a dialog): the page stays as it is */}
          <form
            ref={form}
            method="dialog"
            data-asks=""
            onSubmit={(e) => {
              e.preventDefault();
              save(formatOf((e.nativeEvent as SubmitEvent).submitter?.getAttribute('value')));
            }}
            className="contents"
          >
            <Button type="submit" name="format" value="csv" variant="outline" className={asking}>
              <DownloadIcon aria-hidden />
              {t('download.csv')}
            </Button>
            <Button type="submit" name="format" value="json" variant="outline" className={asking}>
              <DownloadIcon aria-hidden />
              {t('download.json')}
            </Button>
          </form>
          <BusyStatus preparing={t('preparing', { ns: 'common' })} />
        </div>
        <p className="mt-3 text-sm">
          <Link
            to={paths.dataset(i.datasetSlug)}
            className="inline-flex items-center gap-1.5 text-primary hover:underline"
          >
            <FileSpreadsheetIcon className="size-4" aria-hidden />
            {t('download.dataset')}
          </Link>
        </p>
      </section>
      <section aria-labelledby="cite-heading">
        <h2 id="cite-heading" className="text-xl font-semibold">
          {t('cite.title')}
        </h2>
        <Copyable
          text={citation}
          label={t('cite.copy')}
          copied={t('cite.copied')}
          failed={t('cite.copyFailed')}
        />
      </section>
      <section aria-labelledby="embed-heading">
        <h2 id="embed-heading" className="text-xl font-semibold">
          {t('embed.title')}
        </h2>
        <p className="mt-2 text-sm text-muted-foreground">{t('embed.body')}</p>
        <Copyable
          text={frame}
          label={t('embed.copy')}
          copied={t('embed.copied')}
          failed={t('embed.copyFailed')}
        />
      </section>
    </div>
  );
}
