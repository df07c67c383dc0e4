import { Popover as PopoverPrimitive } from 'radix-ui';
import * as React from 'react';

import { cn } from '@/lib/cn';

// PopoverContent is a role="dialog", which needs a name: by default it is labelled by its trigger.
const PopoverTriggerIdContext = React.createContext<{ id: string; setId: (id: string) => void } | null>(null);

function Popover(props: React.ComponentProps<typeof PopoverPrimitive.Root>) {
  const generatedId = React.useId();
  const [id, setId] = React.useState(generatedId);
  const value = React.useMemo(() => ({ id, setId }), [id]);

  return (
    <PopoverTriggerIdContext.Provider value={value}>
      <PopoverPrimitive.Root data-slot="popover" {...props} />
    </PopoverTriggerIdContext.Provider>
  );
}

function PopoverTrigger({ ref, ...props }: React.ComponentProps<typeof PopoverPrimitive.Trigger>) {
  const context = React.useContext(PopoverTriggerIdContext);
  const setId = context?.setId;
  // The rendered id may come from an asChild child (<Button id="…">), so read it from the DOM.
  const triggerRef = React.useCallback(
    (node: HTMLButtonElement | null) => {
      if (node?.id && setId) setId(node.id);
      if (typeof ref === 'function') ref(node);
      else if (ref) ref.current = node;
    },
    [ref, setId],
  );

  return (
    <PopoverPrimitive.Trigger data-slot="popover-trigger" id={context?.id} ref={triggerRef} {...props} />
  );
}

function PopoverContent({
  className,
  align = 'center',
  sideOffset = 4,
  'aria-label': ariaLabel,
  'aria-labelledby': ariaLabelledBy,
  ...props
}: React.ComponentProps<typeof PopoverPrimitive.Content>) {
  const context = React.useContext(PopoverTriggerIdContext);

  return (
    <PopoverPrimitive.Portal>
      <PopoverPrimitive.Content
        data-slot="popover-content"
        align={align}
        sideOffset={sideOffset}
        aria-label={ariaLabel}
        aria-labelledby={ariaLabelledBy ?? (ariaLabel ? undefined : context?.id)}
        className={cn(
          'data-[state=closed]:fade-out-0 data-[state=open]:fade-in-0 data-[state=closed]:zoom-out-95 data-[state=open]:zoom-in-95 data-[side=bottom]:slide-in-from-top-2 data-[side=left]:slide-in-from-right-2 data-[side=right]:slide-in-from-left-2 data-[side=top]:slide-in-from-bottom-2 z-50 w-72 max-w-(--radix-popover-content-available-width) origin-(--radix-popover-content-transform-origin) rounded-md border bg-popover p-4 text-popover-foreground shadow-md outline-hidden data-[state=closed]:animate-out data-[state=open]:animate-in',
          className,
        )}
        {...props}
      />
    </PopoverPrimitive.Portal>
  );
}

function PopoverAnchor(props: React.ComponentProps<typeof PopoverPrimitive.Anchor>) {
  return <PopoverPrimitive.Anchor data-slot="popover-anchor" {...props} />;
}

export { Popover, PopoverAnchor, PopoverContent, PopoverTrigger };
