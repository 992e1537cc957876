/** The fixed lists indicator records draw from (no zod here: the browser imports these). */

/** Years every indicator covers, first to last (the Data page's "15 years of data"). */
export const FIRST_YEAR = 2011;
export const LAST_YEAR = 2025;
export const years = Array.from({ length: LAST_YEAR - FIRST_YEAR + 1 }, (_, i) => FIRST_YEAR + i);

/** The region's own rows, and the rows of the governorates the portal does not report on one by one. */
export const REGION = 'hail-region';
export const OTHER = 'other';

export const domainIds = [
  'people-society',
  'economy',
  'infrastructure-liveability',
  'environment-sustainability',
  'governance',
] as const;

/** Each domain's catalogue category: an indicator is also a catalogue dataset. */
export const domainCategory = {
  'people-society': 'Society',
  economy: 'Economy',
  'infrastructure-liveability': 'Infrastructure',
  'environment-sustainability': 'Environment',
  governance: 'Governance',
} as const;

/** UN-Habitat City Prosperity Index dimensions, in UN-Habitat's order. */
export const cpiDimensionIds = [
  'productivity',
  'infrastructure-development',
  'quality-of-life',
  'equity-social-inclusion',
  'environmental-sustainability',
  'governance-legislation',
] as const;

/** Disaggregations an indicator's values may carry, and the values each allows (codes, labelled in the UI). */
export const disaggregations = {
  Sex: ['male', 'female'],
  Sector: ['agriculture', 'manufacturing', 'services', 'construction'],
} as const;
