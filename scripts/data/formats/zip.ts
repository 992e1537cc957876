/** Deterministic zip archives: every entry carries the dataset's revision date, so the same input gives the same bytes. */
import { unzipSync, zipSync } from 'fflate';

/** `isoDate` (YYYY-MM-DD) at local midnight: zip (DOS) times are local, so this writes the same fields in every zone. */
export function zip(files: Record<string, Uint8Array>, isoDate: string): Uint8Array {
  const [year, month, day] = isoDate.split('-').map(Number);
  return zipSync(files, { level: 6, mtime: new Date(year!, month! - 1, day!) });
}

/** Re-packs an archive another library wrote with the current time (exceljs) at the fixed date. */
export const rezip = (archive: Uint8Array, isoDate: string) => zip(unzipSync(archive), isoDate);
