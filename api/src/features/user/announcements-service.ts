// The user feature's service: reads and writes that route files and other features use as they are.
export { forgetAnnouncements } from './announcements-repository';
