// A coaching call's time as she reads it, in her browser's time zone ("Tue, Dec 1, 3:00 PM").
const TIME = new Intl.DateTimeFormat('en-US', { weekday: 'short', month: 'short', day: 'numeric', hour: 'numeric', minute: '2-digit' });
const LONG = new Intl.DateTimeFormat('en-US', { weekday: 'long', month: 'long', day: 'numeric', hour: 'numeric', minute: '2-digit', timeZoneName: 'short' });

export const formatCallTime = (iso: string) => TIME.format(new Date(iso));

/** With the weekday and month in full and the time zone: the confirmation. */
export const formatCallTimeLong = (iso: string) => LONG.format(new Date(iso));
