/** The Plantel mark (a sprout in a rounded square); decorative, the name is always next to it. */
export function BrandMark({ className = 'size-8' }: { className?: string }) {
  return (
    <svg viewBox="0 0 32 32" className={className} aria-hidden="true" focusable="false">
      <rect width="32" height="32" rx="7" fill="#15803d" />
      <path
        d="M16 25v-9m0 0c0-4 3-7 7-7 0 4-3 7-7 7Zm0 0c0-3.5-2.6-6-6-6 0 3.5 2.6 6 6 6Z"
        fill="none"
        stroke="#fff"
        strokeWidth="2.2"
        strokeLinecap="round"
        strokeLinejoin="round"
      />
    </svg>
  );
}
