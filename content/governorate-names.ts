import { governorates } from './governorates';

/**
 * Each governorate's id and name alone (from ./governorates.ts), for what only names them: charts, tables, lists. A
 * module of its own, so that the browser's code that names places carries no descriptions, areas or coordinates.
 */
export const governorateNames = governorates.map(({ id, name }) => ({ id, name }));
