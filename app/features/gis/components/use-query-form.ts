import { useState } from 'react';
import type { QueryParams } from '../lib/query';

/** What tells two queries apart. */
export const queryKey = (query: QueryParams) => `${query.zoning}/${query.distanceKm}/${query.source}`;

/** The query form's draft: it follows the address (a shared link, Back/Forward) and is edited freely until run. */
export function useQueryForm(query: QueryParams) {
  const [form, setForm] = useState<QueryParams>(query);
  const key = queryKey(query);
  const [formKey, setFormKey] = useState(key);
  if (formKey !== key) {
    setFormKey(key);
    setForm(query);
  }
  return [form, setForm] as const;
}
