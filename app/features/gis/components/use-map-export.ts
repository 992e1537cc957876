import { gis } from '@content/gis';
import { useLocale } from '~/i18n/use-locale';
import { downloadBlob } from '~/lib/download';
import type { LegendEntry, PictureText } from '~/lib/map/export-png';
import { MEASURE_COLOR, RESULT_COLOR } from '../lib/map-layers';
import { useTexts } from '~/i18n';
import gisTexts from '~/i18n/namespaces/gis';

/**
 * Export Map: the map as drawn, with a band holding the title, the legend of what is on it (layers, results, the
 * measured line), credits and date, laid out in the page's direction, saved as a PNG. Says what happened.
 */
export function useMapExport(
  picture: (text: PictureText) => Promise<Blob> | null,
  say: (notice: string) => void,
) {
  const { t } = useTexts(gisTexts);
  const { l, locale } = useLocale();
  return async ({
    legend,
    results,
    measured,
  }: {
    legend: LegendEntry[];
    results: number;
    measured: boolean;
  }) => {
    const made = picture({
      title: `${t('map.badge')} · ${l(gis.title)}`,
      legendHeading: t('legend.heading'),
      legend: [
        ...legend,
        ...(results ? [{ label: t('map.resultsKey'), color: RESULT_COLOR, kind: 'fill' as const }] : []),
        ...(measured ? [{ label: t('measure.line'), color: MEASURE_COLOR, kind: 'line' as const }] : []),
      ],
      credits: [t('map.exportCredits'), t('map.exportDate', { date: new Date().toISOString().slice(0, 10) })],
      dir: locale === 'ar' ? 'rtl' : 'ltr',
    });
    if (!made) return;
    try {
      downloadBlob(t('map.exportFile'), await made);
      say(t('map.exported', { file: t('map.exportFile') }));
    } catch {
      say(t('map.exportFailed'));
    }
  };
}
