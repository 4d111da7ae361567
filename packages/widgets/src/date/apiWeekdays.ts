import type { WeekDay } from '@console/core';
import type { IsoWeekday } from './weekdays';

/** The API's week days (schedules, SLA business hours), Monday first. */
const API_DAYS: readonly WeekDay[] = ['MON', 'TUE', 'WED', 'THU', 'FRI', 'SAT', 'SUN'];

/** An API week day as an ISO week day number (Monday 1). */
export const isoOf = (day: WeekDay) => (API_DAYS.indexOf(day) + 1) as IsoWeekday;

/** An ISO week day number as an API week day. */
export const weekDayOf = (day: IsoWeekday) => API_DAYS[day - 1] as WeekDay;
