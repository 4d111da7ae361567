// Date and time controls: parts, react-hook-form adapters, zod schemas and the rules they share.
// Entry point `@console/widgets/date`: add an export here and run `pnpm api:update`.
export type { CalendarLocale, WeekStart } from './calendarProps';
export type { ControlProps } from './controlProps';
export { type DateConstraintProps, DateField, type DateFieldProps } from './DateField';
export { DateFormField, type DateFormFieldProps } from './DateFormField';
export { DateRangeField, type DateRangeFieldErrors, type DateRangeFieldProps } from './DateRangeField';
export { DateRangeFormField, type DateRangeFormFieldProps } from './DateRangeFormField';
export { type DateRangePreset, lastDaysPresets, lastDaysPresetsOf, presetRange } from './dateRangePresets';
export {
  checkDate,
  checkDateRange,
  type DateRange,
  type DateRangeErrors,
  type DateRules,
  dateMessages,
  isDateDisabled,
} from './dateRules';
export {
  dateRangeSchema,
  isoDateSchema,
  timeRangeSchema,
  timeSchema,
  timeZoneSchema,
  weekdaysSchema,
} from './dateSchemas';
export {
  addDaysIso,
  formatIsoDate,
  type IsoDate,
  normalizeIsoDate,
  parseIsoDate,
  todayIso,
} from './isoDate';
export type { FocusHandle } from './RangeEnds';
export {
  checkTimeZone,
  checkWeekdays,
  scheduleMessages,
  sortWeekdays,
  type TimeZoneRules,
} from './scheduleRules';
export { TimeField, type TimeFieldProps } from './TimeField';
export { TimeFormField, type TimeFormFieldProps } from './TimeFormField';
export { TimeRangeField, type TimeRangeFieldErrors, type TimeRangeFieldProps } from './TimeRangeField';
export { TimeRangeFormField, type TimeRangeFormFieldProps } from './TimeRangeFormField';
export { TimeZoneFormField, type TimeZoneFormFieldProps } from './TimeZoneFormField';
export { TimeZoneSelect, type TimeZoneSelectProps } from './TimeZoneSelect';
export { formatTime, normalizeTime, parseTime, type TimeOfDay } from './timeOfDay';
export {
  checkTime,
  checkTimeRange,
  type TimeRange,
  type TimeRangeErrors,
  type TimeRangeRules,
  timeMessages,
} from './timeRules';
export { isTimeZone, localTimeZone, supportedTimeZones, type TimeZone, timeZoneOffset } from './timeZones';
export { WeekdayFormField, type WeekdayFormFieldProps } from './WeekdayFormField';
export { WeekdayPicker, type WeekdayPickerProps } from './WeekdayPicker';
export { type IsoWeekday, isIsoWeekday, isoWeekdayOf, isoWeekdays, listWeekdays, weekdayName } from './weekdays';
