import { type CsvStyle, csvStyleFor } from '@domain/csv';
import { msg } from '@lingui/core/macro';
import { Trans, useLingui } from '@lingui/react/macro';
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

const CHOICES = [
  { style: 'comma', label: msg({ id: 'components.csvExport.comma', message: 'CSV (Excel, comma)' }) },
  {
    style: 'semicolon',
    label: msg({ id: 'components.csvExport.semicolon', message: 'CSV (Excel, semicolon)' }),
  },
] as const;

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
  menuLabel,
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
  const { t, i18n } = useLingui();
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
            aria-label={menuLabel ?? t({ id: 'components.csvExport.menu', message: 'CSV separator' })}
          >
            <ChevronDownIcon aria-hidden="true" />
          </Button>
        </DropdownMenuTrigger>
        <DropdownMenuContent align="end">
          <DropdownMenuLabel>
            <Trans id="components.csvExport.separator">Separator for Excel</Trans>
          </DropdownMenuLabel>
          <DropdownMenuSeparator />
          {CHOICES.map(({ style, label }) => (
            <DropdownMenuItem key={style} onSelect={() => onExport(style)}>
              {i18n._(label)}
              {style === preferred && (
                <span className="ml-auto text-muted-foreground text-xs">
                  <Trans id="components.csvExport.yourLanguage">your language</Trans>
                </span>
              )}
            </DropdownMenuItem>
          ))}
        </DropdownMenuContent>
      </DropdownMenu>
    </div>
  );
}
