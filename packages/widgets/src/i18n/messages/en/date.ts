/** Date and time fields: calendar names, range labels, placeholders and presets. */
export const date = {
  datePlaceholder: 'YYYY-MM-DD',
  timePlaceholder: 'HH:mm',
  openCalendar: 'Open calendar',
  openCalendarFor: (p: { label: string }) => `Open calendar for ${p.label}`,
  chooseLabel: (p: { label: string }) => `Choose ${p.label}`,
  chooseDate: 'Choose a date',
  chooseDates: 'Choose dates',
  quickRanges: 'Quick ranges',
  startDate: 'Start date',
  endDate: 'End date',
  pickEnd: 'Now pick the end date.',
  pickStart: 'Pick the start date.',
  startTime: 'Start time',
  endTime: 'End time',
  chooseTimeZone: 'Choose a time zone',
  presets: { last24Hours: 'Last 24 hours', last7Days: 'Last 7 days', last30Days: 'Last 30 days' },
};
