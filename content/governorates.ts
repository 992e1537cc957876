import { z } from 'zod';
import { mapPosition } from './region-outline';
import { defineContent, id, localized, uniqueIds } from './schema';

const percent = z.number().min(0).max(100);

/** A governorate: its name, area, projects and place. Its population and growth are indicators (data/indicators). */
export const Governorate = z.object({
  id,
  name: localized,
  /** Land area in km². */
  area: z.number().positive(),
  majorProjects: z.number().int().nonnegative(),
  /** The main town (the governorate's seat): latitude (° N) and longitude (° E). */
  location: z.object({ lat: z.number().min(25).max(29.5), lon: z.number().min(39).max(44.5) }),
  /**
   * Position of the main town on the home map, in percent of the map's width (x, west → east) and height
   * (y, north → south). Computed from `location` at build time, in the projection of the region outline the map
   * draws (content/region-map.ts, content/region-outline.ts): equirectangular over the real boundary's
   * bounding box plus a margin, longitudes scaled by the cosine of the middle latitude.
   */
  coordinates: z.object({ x: percent, y: percent }),
  description: localized,
});
export type Governorate = z.infer<typeof Governorate>;

/** Each governorate with its seat's location; the map position is computed from it below. */
const entries: Omit<z.input<typeof Governorate>, 'coordinates'>[] = [
  {
    id: 'hail-city',
    name: { en: 'Hail City', ar: 'مدينة حائل' },
    area: 34_500,
    majorProjects: 45,
    location: { lat: 27.52, lon: 41.69 },
    description: {
      en: 'The regional capital between the Aja and Salma mountains: the centre of government, trade, health care and higher education, and the gateway to the rock art of Jubbah.',
      ar: 'عاصمة المنطقة التي يحتضنها جبلا أجا وسلمى: مركز الإدارة الحكومية والتجارة والرعاية الصحية والتعليم العالي، وبوابة الفنون الصخرية في جبة.',
    },
  },
  {
    id: 'baqaa',
    name: { en: 'Baqaa', ar: 'بقعاء' },
    area: 15_600,
    majorProjects: 12,
    location: { lat: 27.89, lon: 42.41 },
    description: {
      en: 'A farming governorate north-east of Hail with abundant groundwater, known for wheat, vegetables and fodder, on the old pilgrim road of Darb Zubaydah.',
      ar: 'محافظة زراعية شمال شرق حائل تزخر بالمياه الجوفية، وتشتهر بالقمح والخضراوات والأعلاف، وتقع على درب زبيدة، طريق الحج القديم.',
    },
  },
  {
    id: 'ghazalah',
    name: { en: 'Ghazalah', ar: 'الغزالة' },
    area: 9_800,
    majorProjects: 8,
    location: { lat: 26.79, lon: 41.32 },
    description: {
      en: 'A governorate of palm groves and farms south-west of Hail, along the road to Madinah, with a growing role in agriculture and logistics.',
      ar: 'محافظة تكثر فيها بساتين النخيل والمزارع جنوب غرب حائل، على الطريق المؤدي إلى المدينة المنورة، ويتنامى دورها في الزراعة والخدمات اللوجستية.',
    },
  },
  {
    id: 'ash-shinan',
    name: { en: 'Ash Shinan', ar: 'الشنان' },
    area: 11_700,
    majorProjects: 6,
    location: { lat: 27.18, lon: 42.44 },
    description: {
      en: 'An eastern governorate on the edge of the sands, with farming villages, livestock herding and road links towards Al Qassim.',
      ar: 'محافظة شرقية على أطراف الرمال، تضم قرى زراعية وتنتشر فيها تربية المواشي، وترتبط بطرق تمتد نحو منطقة القصيم.',
    },
  },
  {
    id: 'samira',
    name: { en: 'Samira', ar: 'سميراء' },
    area: 8_900,
    majorProjects: 9,
    location: { lat: 26.51, lon: 42.13 },
    description: {
      en: 'A southern governorate on the Hail–Qassim corridor, where new roads and services are opening land for agriculture and small industry.',
      ar: 'محافظة جنوبية على محور حائل–القصيم، تفتح فيها الطرق والخدمات الجديدة أراضيَ جديدة للزراعة والصناعات الصغيرة.',
    },
  },
  {
    id: 'al-sulaymi',
    name: { en: 'Al Sulaymi', ar: 'السليمي' },
    area: 6_200,
    majorProjects: 4,
    location: { lat: 26.27, lon: 41.35 },
    description: {
      en: 'The quiet south of the region, with desert rangelands, small farms and villages served by the road south towards Madinah.',
      ar: 'الجنوب الهادئ من المنطقة، بمراعيه الصحراوية ومزارعه الصغيرة وقراه التي يخدمها الطريق المتجه جنوبًا نحو المدينة المنورة.',
    },
  },
];

/** The first governorate is the one the home map selects by default. */
export const governorates = defineContent(
  'content/governorates.ts',
  z.array(Governorate).length(6).superRefine(uniqueIds),
  entries.map((g) => ({ ...g, coordinates: mapPosition(g.location) })),
);
