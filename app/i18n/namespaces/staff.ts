import ar from '../locales/ar/staff.json';
import en from '../locales/en/staff.json';
import type { Texts } from '..';

/** The `staff` namespace: the staff inbox's pages (app/pages/[...lang]/staff/). */
export default { name: 'staff', en, ar } satisfies Texts;
