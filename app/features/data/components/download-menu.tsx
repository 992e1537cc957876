import { ChevronDownIcon, DownloadIcon, FileSpreadsheetIcon, FileTextIcon } from 'lucide-react';
import { Button } from '~/components/ui/button';
import {
  DropdownMenu,
  DropdownMenuContent,
  DropdownMenuItem,
  DropdownMenuTrigger,
} from '~/components/ui/dropdown-menu';
import type { DownloadTexts } from './download-data';

const icons = { csv: FileTextIcon, xlsx: FileSpreadsheetIcon };

/** 'Download Data' and its menu of files (Radix's menu: loaded by ./download-data.tsx when about to be used). */
export default function DownloadMenu({
  texts,
  defaultOpen,
  autoFocus,
}: {
  texts: DownloadTexts;
  defaultOpen: boolean;
  autoFocus: boolean;
}) {
  return (
    <DropdownMenu defaultOpen={defaultOpen}>
      <DropdownMenuTrigger asChild>
        <Button size="lg" variant="inverse" autoFocus={autoFocus}>
          <DownloadIcon aria-hidden />
          {texts.label}
          <ChevronDownIcon aria-hidden />
        </Button>
      </DropdownMenuTrigger>
      <DropdownMenuContent align="start" className="max-w-80">
        {texts.files.map(({ format, href, label, hint }) => {
          const Icon = icons[format];
          return (
            <DropdownMenuItem key={format} asChild>
              <a href={href} download>
                <Icon aria-hidden />
                <span>
                  <span className="block font-medium">{label}</span>
                  <span className="block text-xs text-muted-foreground">{hint}</span>
                </span>
              </a>
            </DropdownMenuItem>
          );
        })}
      </DropdownMenuContent>
    </DropdownMenu>
  );
}
