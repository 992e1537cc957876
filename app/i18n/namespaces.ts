/**
 * Every namespace of app/i18n/locales but `common`, as values: a component names the ones it shows with
 * `useTexts(…)`, and only those travel in its code (the bundler leaves out the others' JSON). A page's
 * frontmatter has them all (app/middleware.ts adds every one).
 */
import aboutAr from './locales/ar/about.json';
import aboutEn from './locales/en/about.json';
import apiAr from './locales/ar/api.json';
import apiEn from './locales/en/api.json';
import catalogueAr from './locales/ar/catalogue.json';
import catalogueEn from './locales/en/catalogue.json';
import copyAr from './locales/ar/copy.json';
import copyEn from './locales/en/copy.json';
import dataAr from './locales/ar/data.json';
import dataEn from './locales/en/data.json';
import datasetAr from './locales/ar/dataset.json';
import datasetEn from './locales/en/dataset.json';
import economyAr from './locales/ar/economy.json';
import economyEn from './locales/en/economy.json';
import formsAr from './locales/ar/forms.json';
import formsEn from './locales/en/forms.json';
import gisAr from './locales/ar/gis.json';
import gisEn from './locales/en/gis.json';
import helpAr from './locales/ar/help.json';
import helpEn from './locales/en/help.json';
import homeAr from './locales/ar/home.json';
import homeEn from './locales/en/home.json';
import indicatorsAr from './locales/ar/indicators.json';
import indicatorsEn from './locales/en/indicators.json';
import participateAr from './locales/ar/participate.json';
import participateEn from './locales/en/participate.json';
import publicationsAr from './locales/ar/publications.json';
import publicationsEn from './locales/en/publications.json';
import searchAr from './locales/ar/search.json';
import searchEn from './locales/en/search.json';
import toolsAr from './locales/ar/tools.json';
import toolsEn from './locales/en/tools.json';

/** A namespace: its name and its texts in each language. */
export type Texts = { name: string; en: object; ar: object };

export const about = { name: 'about', en: aboutEn, ar: aboutAr } satisfies Texts;
export const api = { name: 'api', en: apiEn, ar: apiAr } satisfies Texts;
export const catalogue = { name: 'catalogue', en: catalogueEn, ar: catalogueAr } satisfies Texts;
export const copy = { name: 'copy', en: copyEn, ar: copyAr } satisfies Texts;
export const data = { name: 'data', en: dataEn, ar: dataAr } satisfies Texts;
export const dataset = { name: 'dataset', en: datasetEn, ar: datasetAr } satisfies Texts;
export const economy = { name: 'economy', en: economyEn, ar: economyAr } satisfies Texts;
export const forms = { name: 'forms', en: formsEn, ar: formsAr } satisfies Texts;
export const gis = { name: 'gis', en: gisEn, ar: gisAr } satisfies Texts;
export const help = { name: 'help', en: helpEn, ar: helpAr } satisfies Texts;
export const home = { name: 'home', en: homeEn, ar: homeAr } satisfies Texts;
export const indicators = { name: 'indicators', en: indicatorsEn, ar: indicatorsAr } satisfies Texts;
export const participate = { name: 'participate', en: participateEn, ar: participateAr } satisfies Texts;
export const publications = { name: 'publications', en: publicationsEn, ar: publicationsAr } satisfies Texts;
export const search = { name: 'search', en: searchEn, ar: searchAr } satisfies Texts;
export const tools = { name: 'tools', en: toolsEn, ar: toolsAr } satisfies Texts;
