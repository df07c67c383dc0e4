import type { MessageDescriptor } from '@lingui/core';
import { msg } from '@lingui/core/macro';

/** January … December, for a month picked alone (a month's name without a year is not among useFormat()'s dates). */
export const MONTH_NAMES: readonly MessageDescriptor[] = [
  msg({ id: 'common.month.january', message: 'January' }),
  msg({ id: 'common.month.february', message: 'February' }),
  msg({ id: 'common.month.march', message: 'March' }),
  msg({ id: 'common.month.april', message: 'April' }),
  msg({ id: 'common.month.may', message: 'May' }),
  msg({ id: 'common.month.june', message: 'June' }),
  msg({ id: 'common.month.july', message: 'July' }),
  msg({ id: 'common.month.august', message: 'August' }),
  msg({ id: 'common.month.september', message: 'September' }),
  msg({ id: 'common.month.october', message: 'October' }),
  msg({ id: 'common.month.november', message: 'November' }),
  msg({ id: 'common.month.december', message: 'December' }),
];
