// A pending request on the grid, the calendar and the legend: diagonal stripes over the type's colour (a pattern,
// so it does not rest on colour alone), and "pending approval" (use-schedule-text.ts) for screen readers and
// tooltips.
export const PENDING_CLASSES =
  ' bg-[image:repeating-linear-gradient(135deg,transparent_0_5px,rgb(0_0_0/0.13)_5px_7px)]';
