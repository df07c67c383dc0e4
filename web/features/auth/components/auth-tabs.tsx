import { type KeyboardEvent, useId, useRef } from 'react';

export interface AuthTab {
  value: string;
  label: React.ReactNode;
  panel: React.ReactNode;
}

// The look of components/ui/tabs.tsx (a two-column list), as plain class strings.
const LIST =
  'grid h-9 w-full max-w-full grid-cols-2 items-center justify-center overflow-x-auto rounded-lg bg-muted p-[3px] text-muted-foreground';
const TRIGGER =
  "inline-flex h-[calc(100%-1px)] flex-1 items-center justify-center gap-1.5 whitespace-nowrap rounded-md border border-transparent px-2 py-1 font-medium text-foreground text-sm transition-[color,box-shadow] focus-visible:border-ring focus-visible:outline-1 focus-visible:outline-ring focus-visible:ring-[3px] focus-visible:ring-ring/50 disabled:pointer-events-none disabled:opacity-50 data-[state=active]:bg-background data-[state=active]:shadow-sm [&_svg:not([class*='size-'])]:size-4 [&_svg]:pointer-events-none [&_svg]:shrink-0";

/**
 * The Sign In / Sign Up tabs of /auth: the WAI-ARIA tabs pattern written out (arrow keys, Home and End move and
 * select, as Radix's automatic activation does; only the selected panel is mounted, as with Radix; the panel
 * holds the form's fields, so Tab goes from the tab list straight to the first field). Radix Tabs cost
 * /auth 8 KB of gzip JS (its roving-focus group and collection), which the page's budget of 150 KB could not spare
 * once it spoke seven languages (docs/decisions/0001-auth-pages-stay-small.md). The app's screens keep
 * components/ui/tabs.tsx.
 */
export function AuthTabs({
  tabs,
  value,
  onValueChange,
}: {
  tabs: AuthTab[];
  value: string;
  onValueChange: (value: string) => void;
}) {
  const id = useId();
  const buttons = useRef<(HTMLButtonElement | null)[]>([]);
  const active = tabs.find((tab) => tab.value === value) ?? tabs[0]!;
  const tabId = (tab: AuthTab) => `${id}-tab-${tab.value}`;
  const panelId = (tab: AuthTab) => `${id}-panel-${tab.value}`;

  const onKeyDown = (event: KeyboardEvent, index: number) => {
    const last = tabs.length - 1;
    const next =
      event.key === 'ArrowRight'
        ? (index + 1) % tabs.length
        : event.key === 'ArrowLeft'
          ? (index - 1 + tabs.length) % tabs.length
          : event.key === 'Home'
            ? 0
            : event.key === 'End'
              ? last
              : -1;
    if (next < 0) return;
    event.preventDefault();
    buttons.current[next]?.focus();
    onValueChange(tabs[next]!.value);
  };

  return (
    <div data-slot="tabs" className="flex flex-col gap-2">
      <div role="tablist" aria-orientation="horizontal" data-slot="tabs-list" className={LIST}>
        {tabs.map((tab, index) => {
          const selected = tab.value === active.value;
          return (
            <button
              key={tab.value}
              ref={(element) => {
                buttons.current[index] = element;
              }}
              type="button"
              role="tab"
              id={tabId(tab)}
              aria-selected={selected}
              aria-controls={panelId(tab)}
              data-state={selected ? 'active' : 'inactive'}
              tabIndex={selected ? 0 : -1}
              className={TRIGGER}
              onClick={() => onValueChange(tab.value)}
              onKeyDown={(event) => onKeyDown(event, index)}
            >
              {tab.label}
            </button>
          );
        })}
      </div>
      <div
        role="tabpanel"
        id={panelId(active)}
        aria-labelledby={tabId(active)}
        data-slot="tabs-content"
        className="flex-1 outline-none"
      >
        {active.panel}
      </div>
    </div>
  );
}
