/** The metadata rows the Excel Metadata sheet and the PDF data sheet show, in English and Arabic. */
import { licences } from '../schema.ts';
import type { LoadedDataset } from '../load.ts';
import type { DatasetMeta } from '../schema.ts';

export const illustrativeNote = {
  en: 'Illustrative sample data, not official statistics.',
  ar: 'بيانات توضيحية نموذجية وليست إحصاءات رسمية.',
};

const licenceAr: Record<keyof typeof licences, string> = {
  'CC-BY-4.0': 'رخصة المشاع الإبداعي نسب المصنف 4.0 الدولية',
};

const frequencyAr: Record<DatasetMeta['frequency'], string> = {
  annual: 'سنوي',
  quarterly: 'ربع سنوي',
  monthly: 'شهري',
  irregular: 'غير منتظم',
  once: 'مرة واحدة',
};

export type MetadataEntry = { label: string; en: string; ar: string };

/** Publisher, contact, licence, coverage, frequency, dates, provenance and the illustrative note when set. */
export function metadataEntries({ meta, publisher }: LoadedDataset): MetadataEntry[] {
  const licence = licences[meta.license];
  const { from, to } = meta.temporal;
  return [
    { label: 'Publisher', ...publisher.name },
    {
      label: 'Contact',
      en: `${meta.contactPoint.name.en} <${meta.contactPoint.email}>`,
      ar: meta.contactPoint.name.ar,
    },
    { label: 'Licence', en: `${licence.title} (${licence.url})`, ar: licenceAr[meta.license] },
    { label: 'Spatial coverage', ...meta.spatial },
    { label: 'Temporal coverage', en: `${from} to ${to}`, ar: `من ${from} إلى ${to}` },
    { label: 'Update frequency', en: meta.frequency, ar: frequencyAr[meta.frequency] },
    { label: 'Issued', en: meta.issued, ar: meta.issued },
    { label: 'Modified', en: meta.modified, ar: meta.modified },
    { label: 'Provenance', ...meta.provenance },
    ...(meta.illustrative ? [{ label: 'Note', ...illustrativeNote }] : []),
  ];
}
