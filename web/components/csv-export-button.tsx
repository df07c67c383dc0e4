import { type CsvStyle, csvStyleFor } from '@domain/csv';
import { ChevronDownIcon, DownloadIcon } from 'lucide-react';
import { Button, type ButtonProps } from '@/components/ui/button';
import {
  DropdownMenu,
  DropdownMenuContent,
  DropdownMenuItem,
  DropdownMenuLabel,
  DropdownMenuSeparator,
  DropdownMenuTrigger,
} from '@/components/ui/dropdown-menu';

/** The CSV style Excel expects in the browser's language: semicolons where decimals take a comma. */
export function browserCsvStyle(): CsvStyle {
  if (typeof navigator === 'undefined') return 'comma';
  return csvStyleFor(navigator.languages?.length ? navigator.languages : [navigator.language]);
}

const CHOICES: { style: CsvStyle; label: string }[] = [
  { style: 'comma', label: 'CSV (Excel, comma)' },
  { style: 'semicolon', label: 'CSV (Excel, semicolon)' },
];

/**
 * A CSV download: the button gives the file in the separators of the browser's language (what Excel
 * there opens in columns); the menu beside it chooses the separator explicitly, for an Excel set to
 * another region than the browser.
 */
export function CsvExportButton({
  children,
  onExport,
  disabled,
  variant = 'outline',
  size,
  'aria-label': ariaLabel,
  menuLabel = 'CSV separator',
}: {
  children: React.ReactNode;
  onExport: (style: CsvStyle) => void;
  disabled?: boolean;
  variant?: ButtonProps['variant'];
  size?: 'default' | 'sm';
  'aria-label'?: string;
  /** The name of the menu button: unique on the page, and not containing the button's own name. */
  menuLabel?: string;
}) {
  const preferred = browserCsvStyle();
  return (
    <div className="inline-flex">
      <Button
        variant={variant}
        size={size}
        disabled={disabled}
        aria-label={ariaLabel}
        className="rounded-r-none"
        onClick={() => onExport(preferred)}
      >
        <DownloadIcon aria-hidden="true" />
        {children}
      </Button>
      <DropdownMenu>
        <DropdownMenuTrigger asChild>
          <Button
            variant={variant}
            size={size === 'sm' ? 'icon-sm' : 'icon'}
            disabled={disabled}
            className="-ml-px rounded-l-none"
            aria-label={menuLabel}
          >
            <ChevronDownIcon aria-hidden="true" />
          </Button>
        </DropdownMenuTrigger>
        <DropdownMenuContent align="end">
          <DropdownMenuLabel>Separator for Excel</DropdownMenuLabel>
          <DropdownMenuSeparator />
          {CHOICES.map(({ style, label }) => (
            <DropdownMenuItem key={style} onSelect={() => onExport(style)}>
              {label}
              {style === preferred && (
                <span className="ml-auto text-muted-foreground text-xs">your language</span>
              )}
            </DropdownMenuItem>
          ))}
        </DropdownMenuContent>
      </DropdownMenu>
    </div>
  );
}
