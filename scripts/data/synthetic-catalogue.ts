/**
 * A large, plausible, bilingual catalogue for benchmarks and scale tests (and `SYNTHETIC_DATASETS=n npm run
 * build`, scripts/build-data.ts): the same seed gives the same datasets. Real datasets (when given) come first; synthetic ones follow with the next ids and are marked
 * illustrative. Titles, descriptions and keywords combine topics, governorates, frequencies and years.
 */
import { dataSources } from '../../content/datasets.ts';
import { site } from '../../content/site.ts';
import type {
  Catalogue,
  Dataset,
  DatasetCategory,
  GeometryType,
  Localized,
} from '../../core/catalogue/types.ts';
import { datasetFormats } from '../../core/catalogue/types.ts';
import { resourceFor } from './catalogue.ts';
import { random } from '../bench/stats.ts';

type Topic = {
  slug: string;
  category: DatasetCategory;
  source: string;
  geometry: GeometryType | null;
  name: Localized;
  measures: Localized;
  keywords: { en: string[]; ar: string[] };
};

/** slug | category | publisher | geometry (- for tables) | name en | name ar | measures en | ar | keywords en | ar */
const topicTable = `
groundwater-wells | Environment | hail-water-resources | Point | Groundwater Wells | آبار المياه الجوفية | depth, static water level and licensed abstraction | العمق ومنسوب المياه الساكن وكميات السحب المرخّصة | water; aquifer; wells | مياه; طبقة مائية; آبار
date-production | Economy | mewa | - | Date Palm Production | إنتاج التمور | tonnes harvested, palms in production and farm-gate prices | الكميات المحصودة بالطن وعدد النخيل المنتج وأسعار البيع في المزرعة | agriculture; dates; palms | زراعة; تمور; نخيل
labor-force | Economy | hrda-statistics | - | Labor Force Survey | مسح القوى العاملة | participation, employment and unemployment by gender and age group | المشاركة والتوظيف والبطالة حسب الجنس والفئة العمرية | employment; labour; jobs | توظيف; عمالة; وظائف
road-network | Infrastructure | transport-authority | LineString | Road Network | شبكة الطرق | road class, lanes, surface type and condition | تصنيف الطريق وعدد المسارات ونوع الرصف وحالته | roads; transport; highways | طرق; نقل; طرق سريعة
population | Society | hrda-statistics | - | Population Estimates | تقديرات السكان | population by gender, age group and nationality, with households | السكان حسب الجنس والفئة العمرية والجنسية مع عدد الأسر | population; census; households | سكان; تعداد; أسر
industrial-parcels | Economy | hrda-urban-planning | Polygon | Industrial Land Parcels | قطع الأراضي الصناعية | parcel boundaries, areas, zoning and utility access | حدود القطع ومساحاتها واستخداماتها المعتمدة وربطها بالمرافق | industry; land; investment | صناعة; أراضٍ; استثمار
schools | Society | hrda-statistics | Point | Public Schools | المدارس الحكومية | locations, stages, students and teachers | المواقع والمراحل الدراسية وأعداد الطلاب والمعلمين | education; schools; students | تعليم; مدارس; طلاب
rainfall | Environment | mewa | - | Rainfall and Temperature | الأمطار ودرجات الحرارة | monthly rainfall, minimum and maximum temperature by station | الهطول الشهري ودرجات الحرارة الصغرى والعظمى حسب المحطة | climate; rainfall; weather | مناخ; أمطار; طقس
building-permits | Governance | hrda-urban-planning | - | Building Permits | رخص البناء | permits issued by building use, floor area and processing time | الرخص الصادرة حسب استخدام المبنى ومساحة البناء ومدة الإنجاز | permits; construction; municipal services | رخص; إنشاءات; خدمات بلدية
bus-routes | Infrastructure | transport-authority | LineString | Public Bus Routes | مسارات الحافلات العامة | routes, stops, frequency and ridership | المسارات والمحطات وتكرار الرحلات وأعداد الركاب | bus; public transport; mobility | حافلات; نقل عام; تنقّل
health-centres | Society | hrda-statistics | Point | Primary Health Centres | مراكز الرعاية الصحية الأولية | locations, services, visits and staff | المواقع والخدمات وأعداد الزيارات والكوادر | health; clinics; healthcare | صحة; عيادات; رعاية صحية
municipal-budget | Governance | hrda-statistics | - | Municipal Budget Execution | تنفيذ الميزانية البلدية | allocations and spending by programme in SAR million | الاعتمادات والمصروفات حسب البرنامج بالمليون ريال | budget; spending; finance | ميزانية; إنفاق; مالية
tourism | Economy | hrda-statistics | - | Tourist Visits | الزيارات السياحية | visitors, nights spent and spending by origin | الزوار وليالي الإقامة والإنفاق حسب بلد القدوم | tourism; visitors; heritage | سياحة; زوار; تراث
protected-areas | Environment | mewa | Polygon | Protected Areas and Rangelands | المحميات والمراعي | boundaries, vegetation cover and grazing status | الحدود والغطاء النباتي وحالة الرعي | environment; rangeland; biodiversity | بيئة; مراعٍ; تنوع أحيائي
water-consumption | Environment | hail-water-resources | - | Water Consumption | استهلاك المياه | consumption by sector, connections and losses | الاستهلاك حسب القطاع وعدد التوصيلات والفاقد | water; consumption; utilities | مياه; استهلاك; مرافق
traffic-accidents | Society | transport-authority | Point | Traffic Accidents | الحوادث المرورية | accidents, injuries and fatalities by road and cause | الحوادث والإصابات والوفيات حسب الطريق والسبب | road safety; accidents; traffic | سلامة مرورية; حوادث; مرور
land-use | Infrastructure | hrda-urban-planning | Polygon | Land Use Plan | مخطط استخدامات الأراضي | planned land use, density and zoning codes | استخدامات الأراضي المخطط لها والكثافة وأنظمة البناء | planning; zoning; urban | تخطيط; تنظيم; عمران
electricity | Infrastructure | hrda-statistics | - | Electricity Consumption | استهلاك الكهرباء | consumption by sector, subscribers and peak load | الاستهلاك حسب القطاع وعدد المشتركين والحمل الأقصى | energy; electricity; utilities | طاقة; كهرباء; مرافق
`;

const topics: Topic[] = topicTable
  .trim()
  .split('\n')
  .map((line) => {
    const [slug, category, source, geometry, nameEn, nameAr, measuresEn, measuresAr, keywordsEn, keywordsAr] =
      line.split(' | ') as [
        string,
        DatasetCategory,
        string,
        string,
        string,
        string,
        string,
        string,
        string,
        string,
      ];
    return {
      slug,
      category,
      source,
      geometry: geometry === '-' ? null : (geometry as GeometryType),
      name: { en: nameEn, ar: nameAr },
      measures: { en: measuresEn, ar: measuresAr },
      keywords: { en: keywordsEn.split('; '), ar: keywordsAr.split('; ') },
    };
  });

const places: (Localized & { slug: string })[] = [
  { slug: 'hail-region', en: 'Hail Region', ar: 'منطقة حائل' },
  { slug: 'hail', en: 'Hail City', ar: 'مدينة حائل' },
  { slug: 'baqaa', en: 'Baqaa', ar: 'بقعاء' },
  { slug: 'al-ghazalah', en: 'Al Ghazalah', ar: 'الغزالة' },
  { slug: 'al-shinan', en: 'Al Shinan', ar: 'الشنان' },
  { slug: 'al-hait', en: 'Al Hait', ar: 'الحائط' },
  { slug: 'al-sulaimi', en: 'Al Sulaimi', ar: 'السليمي' },
  { slug: 'al-shamli', en: 'Al Shamli', ar: 'الشملي' },
  { slug: 'mawqaq', en: 'Mawqaq', ar: 'موقق' },
  { slug: 'samira', en: 'Samira', ar: 'سميراء' },
];

const frequencies: { id: Dataset['frequency']; name: Localized }[] = [
  { id: 'annual', name: { en: 'Annual', ar: 'السنوية' } },
  { id: 'quarterly', name: { en: 'Quarterly', ar: 'الربعية' } },
  { id: 'monthly', name: { en: 'Monthly', ar: 'الشهرية' } },
  { id: 'irregular', name: { en: 'Updated', ar: 'المحدَّثة' } },
];

/** `n` datasets in all: the real ones, then synthetic ones (ids continue after the real ones). */
export function syntheticCatalogue(n: number, real: readonly Dataset[] = [], seed = 2030): Catalogue {
  const next = random(seed);
  const int = (lo: number, hi: number) => lo + Math.floor(next() * (hi - lo + 1));
  const pick = <T>(items: readonly T[]) => items[Math.floor(next() * items.length)]!;
  const day = (year: number) =>
    `${year}-${String(int(1, 12)).padStart(2, '0')}-${String(int(1, 28)).padStart(2, '0')}`;
  const firstId = real.reduce((max, d) => Math.max(max, d.id), 0) + 1;
  const datasets: Dataset[] = real.slice(0, n);
  for (let id = firstId; datasets.length < n; id++) {
    const t = pick(topics);
    const place = pick(places);
    const frequency = pick(frequencies);
    const to = int(2012, 2025);
    const from = to - int(0, 6);
    const years = from === to ? `${to}` : `${from}–${to}`;
    const slug = `${t.slug}-${place.slug}-${from}-${to}-${id}`;
    const publisher = next() < 0.8 ? dataSources.find((s) => s.id === t.source)! : pick(dataSources);
    const optional = t.geometry ? ['Shapefile', 'KML', 'DXF', 'CSV'] : ['Excel', 'JSON', 'PDF'];
    const chosen = new Set<string>([t.geometry ? 'GeoJSON' : 'CSV', ...optional.filter(() => next() < 0.5)]);
    const formats = datasetFormats.filter((f) => chosen.has(f));
    const modified = day(Math.min(2025, to + int(0, 1)));
    const issued = [day(from), modified].sort()[0]!;
    const resources = formats.map((f) => resourceFor(slug, f, int(2_000, 30_000_000)));
    const records = int(10, 100_000);
    const [west, south] = [41 + next() * 1.2, 26.5 + next() * 1.5];
    datasets.push({
      id,
      slug,
      title: {
        en: `${frequency.name.en} ${t.name.en} – ${place.en} ${years}`,
        ar: `${t.name.ar} ${frequency.name.ar} – ${place.ar} ${years}`,
      },
      description: {
        en: `${t.measures.en} in ${place.en}, ${from} to ${to}: ${records} records published by the ${publisher.name.en}.`,
        ar: `${t.measures.ar} في ${place.ar} من ${from} إلى ${to}: ${records} سجلًا صادرة عن ${publisher.name.ar}.`,
      },
      category: t.category,
      source: publisher.id,
      formats,
      downloads: int(0, 5000),
      featured: false,
      modified,
      coverage: { from, to },
      size: resources[0]!.size,
      keywords: { en: [...t.keywords.en, place.en], ar: [...t.keywords.ar, place.ar] },
      issued,
      temporal: { from: `${from}-01-01`, to: `${to}-12-31` },
      frequency: frequency.id,
      license: {
        id: 'CC-BY-4.0',
        title: 'Creative Commons Attribution 4.0 International',
        url: 'https://creativecommons.org/licenses/by/4.0/',
      },
      contactPoint: { name: publisher.name, email: site.contact.email },
      spatial: {
        label: { en: place.en, ar: place.ar },
        bbox: [west, south, west + next() * 0.8, south + next() * 0.8],
      },
      provenance: { en: 'Synthetic figures generated for scale tests.', ar: 'أرقام مُولَّدة لاختبارات الأداء.' },
      illustrative: true,
      kind: t.geometry ? 'features' : 'table',
      geometryType: t.geometry,
      fields: [{ name: 'value', type: 'number', title: { en: 'Value', ar: 'القيمة' } }],
      records,
      resources,
      preview: [[int(0, 1000)]],
    });
  }
  return { datasets };
}
