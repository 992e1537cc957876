import type { SearchType } from '@core/search/records';
import { useTranslation } from 'react-i18next';
import { Dialog, DialogContent, DialogDescription, DialogTitle } from '~/components/ui/dialog';
import { loadSearch } from './load-search';
import { SearchPanel } from './search-panel';
import '~/i18n/namespaces/search';

/** Starts fetching the index (errors are shown when the dialog opens). */
export const warm = () => loadSearch().catch(() => undefined);

/**
 * The search dialog: a combobox whose listbox shows results as one types, grouped by type. ↑/↓ move through
 * them, Enter opens one (or, with none chosen, the results page), Escape closes; the count is announced.
 */
export default function SearchDialog({ type, onClose }: { type?: SearchType; onClose: () => void }) {
  const { t } = useTranslation('search');
  return (
    <Dialog open onOpenChange={(o) => !o && onClose()}>
      <DialogContent className="top-[8vh] max-h-[84dvh] max-w-2xl translate-y-0 gap-0 p-0">
        <DialogTitle className="sr-only">{t('dialogTitle')}</DialogTitle>
        <DialogDescription className="sr-only">{t('keys')}</DialogDescription>
        <SearchPanel type={type} onClose={onClose} />
      </DialogContent>
    </Dialog>
  );
}
