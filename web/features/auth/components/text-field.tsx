import { useId } from 'react';
import { Input } from '@/components/ui/input';
import { Label } from '@/components/ui/label';
import { cn } from '@/lib/cn';

/** A labelled input with its error message announced and linked (aria-invalid, aria-describedby). */
export function TextField({
  label,
  name,
  value,
  error,
  onChange,
  type = 'text',
  autoComplete,
  placeholder,
  className,
  labelAction,
}: {
  label: string;
  name: string;
  value: string;
  error?: string | undefined;
  onChange: (value: string) => void;
  type?: string;
  autoComplete?: string;
  placeholder?: string;
  className?: string;
  labelAction?: React.ReactNode;
}) {
  const id = useId();
  const errorId = `${id}-error`;
  return (
    <div className={cn('grid gap-2', className)}>
      <div className="flex items-center justify-between">
        <Label htmlFor={id} className={error ? 'text-destructive' : undefined}>
          {label}
        </Label>
        {labelAction}
      </div>
      <Input
        id={id}
        name={name}
        type={type}
        value={value}
        autoComplete={autoComplete}
        placeholder={placeholder}
        aria-invalid={error ? true : undefined}
        aria-describedby={error ? errorId : undefined}
        onChange={(e) => onChange(e.target.value)}
      />
      {error && (
        <p id={errorId} className="text-sm text-destructive">
          {error}
        </p>
      )}
    </div>
  );
}
