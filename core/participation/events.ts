/** Events' dates as the authority keeps them: in Hail's time zone (UTC+3, no daylight saving). */

/** Today's date (YYYY-MM-DD) in Hail, where the events take place. */
export function todayInHail(now: Date = new Date()) {
  return new Intl.DateTimeFormat('en-CA', {
    timeZone: 'Asia/Riyadh',
    year: 'numeric',
    month: '2-digit',
    day: '2-digit',
  }).format(now);
}
