import type { MessageDescriptor } from '@lingui/core';
import { msg } from '@lingui/core/macro';

/** Monday … Sunday in full, for labels ("Hours on Monday") and the date picker's column names. */
export const WEEKDAY_LONG_NAMES: readonly MessageDescriptor[] = [
  msg({ id: 'common.weekday.monday', message: 'Monday' }),
  msg({ id: 'common.weekday.tuesday', message: 'Tuesday' }),
  msg({ id: 'common.weekday.wednesday', message: 'Wednesday' }),
  msg({ id: 'common.weekday.thursday', message: 'Thursday' }),
  msg({ id: 'common.weekday.friday', message: 'Friday' }),
  msg({ id: 'common.weekday.saturday', message: 'Saturday' }),
  msg({ id: 'common.weekday.sunday', message: 'Sunday' }),
];
